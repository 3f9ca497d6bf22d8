import type * as z from 'zod';
import { accountRowSchema, refSchema, successSchema } from '@/features/admin/api/admin-schemas';
import { accountProfileSchema, accountSchema } from '@/features/admin/api/get-account';
import {
  adminProfileSchema,
  adminResponsibilitySchema,
} from '@/features/admin/api/get-admin-profile';
import { clubActivitySchema } from '@/features/admin/api/get-club-activities';
import { clubContactSchema, directoryClubSchema } from '@/features/admin/api/get-club-contacts';
import { privilegesSchema } from '@/features/admin/api/get-privileges';
import { rolesConfigSchema } from '@/features/admin/api/get-roles-config';
import { emailExistsSchema, inviteAnswerSchema } from '@/features/admin/api/invite-administrator';
import {
  chatMessageSchema,
  conversationDetailSchema,
  conversationMemberSchema,
  directorySchema,
  membersChangedSchema,
} from '@/features/chat/api/schemas';
import { activityCategorySchema, activitySchema } from '@/features/enrolment/api/activity';
import { createdOrderSchema } from '@/shared/orders/order-schemas';
import { activityRiskSchema } from '@/features/enrolment/api/activity-risk';
import { clubSummarySchema } from '@/features/enrolment/api/club-summary';
import { federalActivitySchema } from '@/features/enrolment/api/federal-activity';
import { clubDetailsSchema } from '@/shared/clubs/get-club-details';
import { clubSettlementSchema } from '@/features/enrolment/api/get-club-settlement';
import { licenceLevelAmountSchema } from '@/features/enrolment/api/get-licence-levels';
import { licenceOptionSchema } from '@/features/enrolment/api/get-licence-options';
import { offerPriceSchema, offersSchema } from '@/features/enrolment/api/get-offers';
import { paymentOptionSchema } from '@/features/enrolment/api/get-payment-options';
import { publicAccountExistsSchema } from '@/features/members/api/check-public-account';
import { communeSchema, departementSchema } from '@/features/members/api/geo-schemas';
import { attestationReferenceSchema } from '@/features/members/api/get-attestation-reference';
import { offerSchema } from '@/features/members/api/get-best-offers';
import { sponsorSchema } from '@/features/members/api/get-club-sponsors';
import { newsItemSchema } from '@/features/members/api/get-news';
import { paymentScheduleSchema } from '@/features/members/api/get-payment-schedules';
import { publicAttestationSchema } from '@/features/members/api/get-public-attestation';
import { servicePlanSchema } from '@/features/members/api/get-service-plan';
import { honorabilitySchema } from '@/features/members/api/honorability-schema';
import { premiumLinkSchema } from '@/features/members/api/premium-link';
import { personalInfoSchema } from '@/features/members/api/profile-payload';
import { pictureLinkSchema } from '@/features/members/api/update-profile-picture';
import { monthSlotSchema } from '@/features/pass/api/get-month-sessions';
import { passOfferSchema } from '@/features/pass/api/get-offers';
import { passAccountSchema } from '@/features/pass/api/get-pass-account';
import { passBookingSchema } from '@/features/pass/api/get-bookings';
import { sessionByIdSchema } from '@/features/pass/api/get-session';
import { sessionUpdatedEventSchema } from '@/features/pass/api/session-updated-event';
import { passActivitySchema } from '@/features/pass/api/get-club-activities';
import { installationSchema } from '@/features/pass/api/get-installations';
import { participantSchema } from '@/features/pass/api/get-participants';
import { passClubSchema } from '@/features/pass/api/get-pass-clubs';
import { paymentLinkSchema } from '@/shared/orders/payment-link-schema';
import { promoSchema } from '@/features/enrolment/api/promo';
import { sessionSchema } from '@/features/enrolment/api/session';
import { publicSessionSchema } from '@/shared/activity-sessions/public-session';
import {
  clubRefSchema,
  conversationListItemSchema,
  licenceSchema,
  membershipSchema,
  orderSchema,
  profileSchema,
  responsibilitySchema,
  roleSchema,
  seasonSchema,
  subscriptionMembershipSchema,
} from '@/shared/session/schemas';

/**
 * The client's answer schemas and the document schema each one is derived from
 * (docs/adr/0017-generated-schemas.md), for tests/shared/api/spec-required-only.test.ts.
 * `beyondDocument` names the fields a client schema still requires although the document leaves
 * them optional, each with its reason: the screen cannot work without them, and the list reader
 * leaves such an item out and reports it (docs/adr/0008-tolerant-reader.md).
 */
export type DerivedSchema = {
  schema: z.ZodType;
  document: 'main' | 'pass' | 'chat' | 'chat-stomp';
  component: string;
  beyondDocument?: string[];
};

const entries: Record<string, DerivedSchema> = {
  // enrolment
  activitySchema: { schema: activitySchema, document: 'main', component: 'Activity' },
  activityCategorySchema: {
    schema: activityCategorySchema,
    document: 'main',
    component: 'ActivityCategory',
  },
  // The map cannot place a club without its coordinates.
  clubSummarySchema: {
    schema: clubSummarySchema,
    document: 'main',
    component: 'Club',
    beyondDocument: ['latitude', 'longitude'],
  },
  // GET /public/{product}/{id}, read by the club and activity pages, the wizard and payments.
  clubDetailsSchema: { schema: clubDetailsSchema, document: 'main', component: 'Club' },
  sessionSchema: { schema: sessionSchema, document: 'main', component: 'Session' },
  // GET /public/sessions, read by the timetable and the reservations calendar alike.
  publicSessionSchema: { schema: publicSessionSchema, document: 'main', component: 'Session' },
  clubSettlementSchema: {
    schema: clubSettlementSchema,
    document: 'main',
    component: 'ClubSettlement',
  },
  licenceLevelAmountSchema: {
    schema: licenceLevelAmountSchema,
    document: 'main',
    component: 'LicenseLevelAmount',
  },
  licenceOptionSchema: {
    schema: licenceOptionSchema,
    document: 'main',
    component: 'LicenseOption',
  },
  promoSchema: { schema: promoSchema, document: 'main', component: 'Promo' },
  createdOrderSchema: { schema: createdOrderSchema, document: 'main', component: 'CreatedOrder' },
  offersSchema: { schema: offersSchema, document: 'main', component: 'Offers' },
  // The basket and the cart hold a price with its season and category.
  offerPriceSchema: {
    schema: offerPriceSchema,
    document: 'main',
    component: 'OfferPrice',
    beyondDocument: ['activityCategory', 'seasonId'],
  },
  paymentOptionSchema: {
    schema: paymentOptionSchema,
    document: 'main',
    component: 'PaymentOption',
  },
  paymentLinkSchema: { schema: paymentLinkSchema, document: 'main', component: 'PaymentLink' },
  // Nothing beyond the document (issue 32): the filter falls back on the clubs' ids.
  federalActivitySchema: {
    schema: federalActivitySchema,
    document: 'main',
    component: 'FederalActivity',
  },
  activityRiskSchema: { schema: activityRiskSchema, document: 'main', component: 'ActivityRisk' },
  // chat
  chatMessageSchema: { schema: chatMessageSchema, document: 'chat', component: 'Message' },
  conversationDetailSchema: {
    schema: conversationDetailSchema,
    document: 'chat',
    component: 'ConversationDetail',
  },
  conversationMemberSchema: {
    schema: conversationMemberSchema,
    document: 'chat',
    component: 'ConversationMember',
  },
  directorySchema: { schema: directorySchema, document: 'chat', component: 'Directory' },
  membersChangedSchema: {
    schema: membersChangedSchema,
    document: 'chat-stomp',
    component: 'MembersChanged',
  },
  // members
  publicAccountExistsSchema: {
    schema: publicAccountExistsSchema,
    document: 'main',
    component: 'AccountExists',
  },
  // The address form stores the commune's INSEE code.
  communeSchema: {
    schema: communeSchema,
    document: 'main',
    component: 'GeoCommune',
    beyondDocument: ['code'],
  },
  // A département code has two or three characters (01, 2A, 974): the document gives no length.
  departementSchema: {
    schema: departementSchema,
    document: 'main',
    component: 'Department',
    beyondDocument: ['code'],
  },
  // 'Mon attestation' prints both parts of the reference or nothing.
  attestationReferenceSchema: {
    schema: attestationReferenceSchema,
    document: 'main',
    component: 'AttestationReference',
    beyondDocument: ['attestationId', 'verificationCode'],
  },
  // The home's offer card shows its text, link and both prices (no picture: the neutral icon).
  offerSchema: {
    schema: offerSchema,
    document: 'main',
    component: 'Offer',
    beyondDocument: ['description', 'url', 'initialPrice', 'finalPrice'],
  },
  // A sponsor is its logo linking to its site.
  sponsorSchema: {
    schema: sponsorSchema,
    document: 'main',
    component: 'Sponsor',
    beyondDocument: ['linkUrl'],
  },
  premiumLinkSchema: { schema: premiumLinkSchema, document: 'main', component: 'PaymentLink' },
  // The form shows the new picture at once.
  pictureLinkSchema: {
    schema: pictureLinkSchema,
    document: 'main',
    component: 'PictureLink',
    beyondDocument: ['link'],
  },
  servicePlanSchema: { schema: servicePlanSchema, document: 'main', component: 'ServicePlan' },
  // The news card shows the item's type, summary and date.
  newsItemSchema: {
    schema: newsItemSchema,
    document: 'main',
    component: 'NewsItem',
    beyondDocument: ['typeId', 'resume', 'updatedAt'],
  },
  // Mes échéances titles each schedule with its club and activity and keys it by membership.
  paymentScheduleSchema: {
    schema: paymentScheduleSchema,
    document: 'main',
    component: 'PaymentSchedule',
    beyondDocument: ['membershipId', 'clubName', 'activityName'],
  },
  // The attestation page prints every field the spec names for the reply, the member's names too.
  publicAttestationSchema: {
    schema: publicAttestationSchema,
    document: 'main',
    component: 'AttestationReply',
    beyondDocument: [
      'member',
      'club',
      'licences',
      'cotisationActivite',
      'priceDroitOmnisport',
      'totalPrice',
    ],
  },
  honorabilitySchema: {
    schema: honorabilitySchema,
    document: 'main',
    component: 'Honorabilite',
  },
  // As the session's profile.
  personalInfoSchema: {
    schema: personalInfoSchema,
    document: 'main',
    component: 'Profile',
    beyondDocument: ['main'],
  },
  // admin
  refSchema: { schema: refSchema, document: 'main', component: 'Ref' },
  accountRowSchema: { schema: accountRowSchema, document: 'main', component: 'AccountRow' },
  // The caller tells a refusal from a success by it.
  successSchema: {
    schema: successSchema,
    document: 'main',
    component: 'Success',
    beyondDocument: ['success'],
  },
  // The account page names each profile, marks the main one and says if it can be dissociated.
  accountProfileSchema: {
    schema: accountProfileSchema,
    document: 'main',
    component: 'AccountProfile',
    beyondDocument: ['firstName', 'lastName', 'main', 'hasActiveMemberships'],
  },
  accountSchema: { schema: accountSchema, document: 'main', component: 'Account' },
  // The profile page lists the responsibilities, each by its role's description.
  adminProfileSchema: {
    schema: adminProfileSchema,
    document: 'main',
    component: 'Profile',
    beyondDocument: ['responsabilities'],
  },
  adminResponsibilitySchema: {
    schema: adminResponsibilitySchema,
    document: 'main',
    component: 'Responsibility',
    beyondDocument: ['role'],
  },
  // The dialog offers only the activities still running, told by their type.
  clubActivitySchema: {
    schema: clubActivitySchema,
    document: 'main',
    component: 'AdminActivity',
    beyondDocument: ['type'],
  },
  directoryClubSchema: {
    schema: directoryClubSchema,
    document: 'main',
    component: 'ClubListItem',
  },
  clubContactSchema: { schema: clubContactSchema, document: 'main', component: 'ClubContact' },
  // The administration screens offer the clubs, regions and organisations in reach.
  privilegesSchema: {
    schema: privilegesSchema,
    document: 'main',
    component: 'Privileges',
    beyondDocument: ['clubs', 'regions', 'organizations'],
  },
  // The dialogs offer each level and service with its functions.
  rolesConfigSchema: {
    schema: rolesConfigSchema,
    document: 'main',
    component: 'ResponsibilityConfiguration',
    beyondDocument: ['roles', 'services'],
  },
  // 'Invitation envoyée' is said on success only.
  inviteAnswerSchema: {
    schema: inviteAnswerSchema,
    document: 'main',
    component: 'InviteAnswer',
    beyondDocument: ['success'],
  },
  emailExistsSchema: { schema: emailExistsSchema, document: 'main', component: 'AccountExists' },
  // pass
  passClubSchema: { schema: passClubSchema, document: 'pass', component: 'PassClub' },
  passActivitySchema: { schema: passActivitySchema, document: 'pass', component: 'PassActivity' },
  installationSchema: { schema: installationSchema, document: 'pass', component: 'Installation' },
  participantSchema: { schema: participantSchema, document: 'pass', component: 'Participant' },
  // The programme places a slot in its club, activity, day and hours and counts its places; the
  // document gives no format for days and hours, the client reads the ones src/features/pass/api/
  // pass-formats.ts decides (docs/api.md 'PASS').
  monthSlotSchema: {
    schema: monthSlotSchema,
    document: 'pass',
    component: 'SessionSlot',
    beyondDocument: ['activiteId', 'dateRecur', 'hDebut', 'hFin', 'idClub', 'nombreDePace'],
  },
  sessionByIdSchema: {
    schema: sessionByIdSchema,
    document: 'pass',
    component: 'SessionById',
    // Likewise for the booking dialog.
    beyondDocument: ['clubId', 'dateRecur', 'heureDebut', 'heureFin', 'nombrePlaces'],
  },
  passOfferSchema: {
    schema: passOfferSchema,
    document: 'pass',
    component: 'Offer',
    // The offer card and the usable-offers rule read its tokens, price, state and club.
    beyondDocument: ['actif', 'clubId', 'nombreJetons', 'prix'],
  },
  passAccountSchema: { schema: passAccountSchema, document: 'pass', component: 'PassAccount' },
  passBookingSchema: {
    schema: passBookingSchema,
    document: 'pass',
    component: 'PassReservation',
    // Mes réservations places a booking in its activity, club, day and hours.
    beyondDocument: ['activiteId', 'lesActCals'],
  },
  sessionUpdatedEventSchema: {
    schema: sessionUpdatedEventSchema,
    document: 'chat-stomp',
    component: 'SessionUpdated',
  },
  // session
  // The profile choice and the account's rights follow the main profile.
  profileSchema: {
    schema: profileSchema,
    document: 'main',
    component: 'Profile',
    beyondDocument: ['main'],
  },
  // Every screen sorts, labels and groups memberships by season, activity and club.
  membershipSchema: {
    schema: membershipSchema,
    document: 'main',
    component: 'Membership',
    beyondDocument: ['season', 'activity', 'clubId', 'club'],
  },
  // The licence card and rules tell a licence by its level.
  licenceSchema: {
    schema: licenceSchema,
    document: 'main',
    component: 'Licence',
    beyondDocument: ['licenseLevel'],
  },
  subscriptionMembershipSchema: {
    schema: subscriptionMembershipSchema,
    document: 'main',
    component: 'SubscriptionMembership',
  },
  clubRefSchema: { schema: clubRefSchema, document: 'main', component: 'ClubRef' },
  // The season rules compare dates and pick the current season.
  seasonSchema: {
    schema: seasonSchema,
    document: 'main',
    component: 'Season',
    beyondDocument: ['startDate', 'endDate', 'current'],
  },
  // Mes inscriptions dates an order and names its price, activity and club; the document leaves
  // the status a free string (its values are designed), and any status keeps its order.
  orderSchema: {
    schema: orderSchema,
    document: 'main',
    component: 'Order',
    beyondDocument: ['createdAt', 'activityCategoryPrice'],
  },
  // The rights are read from the role's description.
  roleSchema: {
    schema: roleSchema,
    document: 'main',
    component: 'Role',
    beyondDocument: ['description'],
  },
  responsibilitySchema: {
    schema: responsibilitySchema,
    document: 'main',
    component: 'Responsibility',
    beyondDocument: ['role'],
  },
  conversationListItemSchema: {
    schema: conversationListItemSchema,
    document: 'chat',
    component: 'Conversation',
  },
};

export const clientSchemasByComponent = Object.entries(entries).map(([name, entry]) => ({
  label: `${name} (${entry.document} ${entry.component})`,
  ...entry,
}));
