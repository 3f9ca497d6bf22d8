import { mockControl, type MockApi } from '@/mocks/control';
import type { SpecShapeName } from '@/mocks/control/spec-fields';
import { testConfig } from '@/mocks/node';

const product = testConfig.productSlug;

/**
 * Every call the portal makes, with the spec entity its answer holds (enrolment.md 3 and 7,
 * members-area.md 3, administration.md 3). The first matching rule wins: specific paths first.
 */
const answers: [method: string, path: string, entity: SpecShapeName, api?: MockApi][] = [
  ['GET', `/public/${product}/*/settlement`, 'ClubSettlement'],
  ['GET', `/public/${product}/*/sponsors`, 'Sponsor'],
  ['GET', `/public/${product}/*`, 'Club'],
  ['GET', `/public/${product}`, 'Club'],
  ['GET', '/public/valides/activities/*', 'Activity'],
  ['GET', '/public/valides/Categories/*', 'ActivityCategory'],
  ['GET', '/public/activity/*', 'Activity'],
  ['GET', '/public/sessions', 'Session'],
  ['GET', '/public/license-level', 'LicenseLevelAmount'],
  ['GET', '/public/payment/get-category-prices-for-order/season/*', 'Offers'],
  ['GET', '/public/payment/get-licenses-options-for-order', 'LicenseOption'],
  ['GET', '/public/payment/get-payment-options', 'PaymentOption'],
  ['GET', '/public/member-subscription/club/*', 'SubscriptionMembership'],
  ['GET', '/promo/*', 'Promo'],
  ['GET', '/profiles', 'Profile'],
  ['GET', '/profiles/*', 'Profile'],
  ['GET', '/seasons', 'Season'],
  ['GET', '/orders/*', 'Order'],
  ['POST', '/orders/presign', 'NotShown'],
  ['POST', '/orders', 'CreatedOrder'],
  ['PUT', '/orders/*/cancel', 'NotShown'],
  ['POST', '/customers/*/confirm', 'NotShown'],
  ['POST', '/get-payment-link', 'PaymentLink'],
  ['POST', '/helloasso/*', 'PaymentLink'],
  ['POST', '/public/helloasso/payment-link', 'PaymentLink'],
  ['POST', '/register-event', 'Success'],
  ['POST', '/public/information-demand', 'NotShown'],
  ['GET', '/public/premium-offers/best', 'Offer'],
  ['GET', '/news/*', 'NewsPage', 'news'],
  ['GET', '/user-admin/privileges', 'Privileges'],
  ['POST', '/user-admin/invite', 'Success'],
  ['PUT', '/change-account-mail/*', 'NotShown'],
  ['GET', '/conversations/user/*', 'ConversationSummary', 'chat'],
  ['GET', '/messages/conversation/*', 'ConversationDetail', 'chat'],
  ['POST', '/messages', 'Message', 'chat'],
  ['GET', '/AyantsDroits/GetAyantDroitByLicenceNumber/*', 'PassAccount', 'pass'],
];

/**
 * From now on the mocked backend answers every call with the fields the spec names and no
 * other, as a backend built from the spec alone would (the designed ones are left out).
 */
export function answerWithSpecFieldsOnly(): void {
  for (const [method, path, entity, api = 'main'] of answers) {
    mockControl.specFieldsOnly(method, path, entity, { api });
  }
}

/** Item `index` of the list that `path` answers is broken, every time it is asked. */
export function breakOneItemOf(
  method: string,
  path: string,
  index = 0,
  api: 'main' | 'news' = 'main',
) {
  mockControl.malformedItem(method, path, index, { api });
}
