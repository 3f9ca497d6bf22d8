import { describe, expect, it } from 'vitest';
import {
  defaultLicenceLevelId,
  defaultPaymentOption,
  defaultPrice,
  sortPaymentOptions,
} from '@/features/enrolment/rules/offer-defaults';
import { licenceOption, offerPrice, paymentOption } from '../wizard/enrolment-factories';

const once = [{ date: '2025-09-01', total: 180, charged: 180, fee: 0 }];

describe('price default: the price flagged default is preselected after offers load', () => {
  it.each([
    ['the flagged one, wherever it is', [false, true, false], 201],
    ['none flagged: nothing preselected', [false, false], undefined],
  ])('%s', (_case, flags, expected) => {
    const prices = flags.map((flag, index) => offerPrice({ priceId: 200 + index, default: flag }));
    expect(defaultPrice(prices)?.priceId).toBe(expected);
  });
});

describe('payment option default: sorted by payment method id ascending, the first preselected', () => {
  it.each([
    [
      [3, 1, 2],
      [1, 2, 3],
    ],
    [
      [5, 4],
      [4, 5],
    ],
  ])('ids %j sort to %j', (ids, sorted) => {
    const options = ids.map((id) => paymentOption(id, once));
    expect(sortPaymentOptions(options).map((option) => option.paymentMethod.id)).toEqual(sorted);
    expect(defaultPaymentOption(options)?.paymentMethod.id).toBe(sorted[0]);
  });

  it('has no default without options', () => {
    expect(defaultPaymentOption([])).toBeUndefined();
  });
});

describe('the first suggested licence level is preselected', () => {
  it.each([
    [[3, 1], 3],
    [[], undefined],
  ])('levels %j preselect %s', (levels, expected) => {
    const options = levels.map((licenseLevelId) => licenceOption({ licenseLevelId }));
    expect(defaultLicenceLevelId(options)).toBe(expected);
  });
});
