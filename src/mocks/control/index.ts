export { mockControl, takeMockRule } from './mock-control';
export {
  mockControlSchema,
  mockRuleSchema,
  pathMatches,
  type MockApi,
  type MockRule,
} from './mock-rule';
export {
  memoryRuleSource,
  mockControlStorageKey,
  storedRuleSource,
  type RuleSource,
} from './rule-sources';
