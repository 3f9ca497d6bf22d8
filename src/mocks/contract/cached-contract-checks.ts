import { createContractCheck, type Breach, type ContractCheck } from './contract-check';
import { contractDocument, type ContractName } from './contract-documents';

const checks = new Map<string, ContractCheck>();

/** The mock's check of one of its documents, with the runtime slug, made once. */
export function contractCheckOf(name: ContractName, productSlug: string): ContractCheck {
  const key = `${name}:${productSlug}`;
  let check = checks.get(key);
  if (!check) {
    check = createContractCheck(contractDocument(name, productSlug));
    checks.set(key, check);
  }
  return check;
}

/** A breach as one line of an error: '#/paths/…/schema at '/firstname' must be string'. */
export const describedBreach = (breach: Breach) =>
  `${breach.pointer} at '${breach.at}' ${breach.message}`;
