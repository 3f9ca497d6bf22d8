import { readStored, writeStored } from '@/shared/lib/storage';
import { mockControlSchema, type MockRule } from './mock-rule';

export type RuleSource = { read(): MockRule[]; write(rules: MockRule[]): void };

export function memoryRuleSource(): RuleSource {
  let rules: MockRule[] = [];
  return {
    read: () => rules,
    write: (next) => {
      rules = next;
    },
  };
}

export const mockControlStorageKey = 'mock-control';

/** Rules typed into localStorage (devtools, Playwright's addInitScript) are read on every call. */
export function storedRuleSource(): RuleSource {
  return {
    read: () => readStored(mockControlStorageKey, mockControlSchema)?.rules ?? [],
    write: (rules) => writeStored(mockControlStorageKey, { rules }),
  };
}
