import { describe, expect, it } from 'vitest';
import { fromProductKeys, toProductKeys } from '@/shared/api/product-keys';

describe('product keys at the boundary (docs/openapi/main-api.yaml)', () => {
  it.each([
    ['clubId', 'amsfId'],
    ['parametersClub', 'parametersAmsf'],
    ['club', 'amsf'],
    // Named with 'club' itself by the spec: the same for every product.
    ['clubName', 'clubName'],
    ['discountDroitClub', 'discountDroitClub'],
    ['agreementInfoClub', 'agreementInfoClub'],
  ])('the portal’s %s is %s on the wire, and back', (portal, wire) => {
    expect(toProductKeys({ [portal]: 1 }, 'amsf')).toEqual({ [wire]: 1 });
    expect(fromProductKeys({ [wire]: 1 }, 'amsf')).toEqual({ [portal]: 1 });
  });
});
