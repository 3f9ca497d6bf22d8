import { family } from './fixtures';

/** Claire's details as the wizard copies them into an order (profile 101 of the demo data). */
const claire = {
  firstname: 'Claire',
  lastname: 'Martin',
  birthday: '1984-03-12',
  gender: 'F',
  email: family.email,
  address: '14 rue Victor Hugo',
  addressContinued: 'Bâtiment B, 3e étage',
  city: 'Lyon',
  postalCode: '69002',
} as const;

/**
 * One 'Adultes' registration of AMSF Lyon (club 1, season 2026/2027) Claire put in her cart, in
 * the stored shape of src/features/enrolment/cart/cart-item.ts: her licence already paid (45 €),
 * the family discount (10 €) and the club's promo 'Rentrée sportive' (10 %).
 */
export function cartItemOf(fields: {
  key: string;
  activityId: number;
  categoryId: number;
  activityTitle: string;
  amount: number;
  initialPriceAmount: number;
  registrationWithoutValidation: boolean;
}) {
  return {
    key: fields.key,
    quantity: 1,
    order: {
      profileId: 101,
      memberId: 101,
      activityCategoryPriceId: fields.categoryId * 10 + 1,
      licenseLevelId: 1,
      reservation: null,
      promo: { id: 1, title: 'Rentrée sportive', discountPercentage: 10 },
      paymentMethodId: 1,
      profileDetails: claire,
      amount: fields.amount,
    },
    clubId: 1,
    activityId: fields.activityId,
    categoryId: fields.categoryId,
    seasonId: 4,
    activityTitle: fields.activityTitle,
    categoryTitle: 'Adultes',
    priceName: 'Cotisation annuelle',
    initialPriceAmount: fields.initialPriceAmount,
    licenseLevelTitle: 'licence Premium',
    discountAmount: 10,
    discountDroitClubAmount: 45,
    transactionFees: 0,
    pricing: {
      initialPrice: fields.initialPriceAmount,
      discount: 10,
      clubRightDiscount: 45,
      promoPercentage: 10,
      licenceUpgrade: null,
    },
    registrationWithoutValidation: fields.registrationWithoutValidation,
    firstname: 'Claire',
    lastname: 'Martin',
    priceChanged: false,
  };
}

/** Yoga 'Adultes' at AMSF Lyon for Claire, at today's price. */
export const yoga = cartItemOf({
  key: 'cart-yoga-network',
  activityId: 102,
  categoryId: 1021,
  activityTitle: 'Yoga',
  amount: 166.5,
  initialPriceAmount: 240,
  registrationWithoutValidation: true,
});
