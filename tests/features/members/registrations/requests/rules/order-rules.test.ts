import { describe, expect, it } from 'vitest';
import {
  emptyOrdersMessage,
  orderCounts,
  orderCountTexts,
} from '@/features/members/registrations/requests/rules/order-counts';
import { canPay, statusChip } from '@/features/members/registrations/requests/rules/order-status';
import type { OrderStatus } from '@/shared/session/schemas';

describe('order status chips (enrolment.md section 4)', () => {
  it.each([
    ['PENDING_DEMAND', 'En attente', 'Demande reçue par le club. En attente de validation.'],
    ['PENDING_PAYMENT', 'Validée', 'Demande acceptée par le club. En attente de paiement.'],
  ] as const)('%s is shown as %s: %s', (status, label, text) => {
    expect(statusChip(status)).toMatchObject({ label, text });
  });

  it.each(['PAID', 'CANCELLED', 'REFUSED'] as const)(
    '%s still gets a French label of its own',
    (status) => {
      const chip = statusChip(status);
      expect(chip.tone).toBe('closed');
      expect(chip.label).not.toBe(statusChip('PENDING_DEMAND').label);
      expect(chip.label).not.toBe(statusChip('PENDING_PAYMENT').label);
    },
  );
});

describe('an order status the portal does not know (designed statuses are not required)', () => {
  it.each(['ON_HOLD', 'toString', 'constructor'])(
    '%s keeps its order, shown as the backend wrote it',
    (status) => {
      expect(statusChip(status)).toEqual({
        label: 'Autre statut',
        text: `Statut transmis par le club : ${status}.`,
        tone: 'closed',
      });
    },
  );
});

describe("'Paiement' shows when the status is awaiting payment and the payment method id is above 0", () => {
  it.each([
    ['PENDING_PAYMENT', 2, true],
    ['PENDING_PAYMENT', 1, true],
    ['PENDING_PAYMENT', 0, false],
    ['PENDING_PAYMENT', null, false],
    ['PENDING_DEMAND', 2, false],
    ['PAID', 2, false],
  ] as const)('%s with method %s → %s', (status, methodId, shown) => {
    expect(canPay({ status, ePaymentMethod: methodId === null ? null : { id: methodId } })).toBe(
      shown,
    );
  });
});

describe('counts of validated and pending requests', () => {
  it.each([
    [['PENDING_DEMAND'], 0, 1, "1 demande d'inscription"],
    [['PENDING_PAYMENT', 'PENDING_DEMAND'], 1, 1, "2 demandes d'inscription"],
    [['PENDING_PAYMENT', 'PENDING_PAYMENT', 'PENDING_DEMAND'], 2, 1, "3 demandes d'inscription"],
  ] as [OrderStatus[], number, number, string][])(
    '%j → %d validated, %d pending',
    (statuses, validated, pending, totalText) => {
      const counts = orderCounts(statuses.map((status) => ({ status })));
      expect(counts).toEqual({ total: statuses.length, validated, pending });
      expect(orderCountTexts(counts).total).toBe(totalText);
    },
  );

  it.each([
    [1, 2, '1 demande validée', '2 demandes en attente'],
    [3, 1, '3 demandes validées', '1 demande en attente'],
    [0, 0, '0 demande validée', '0 demande en attente'],
  ])(
    '%d validated and %d pending read %s / %s',
    (validated, pending, validatedText, pendingText) => {
      const texts = orderCountTexts({ total: validated + pending, validated, pending });
      expect(texts.validated).toBe(validatedText);
      expect(texts.pending).toBe(pendingText);
    },
  );

  it.each(['2026/2027', '2027/2028'])('the empty message names the season %s', (season) => {
    expect(emptyOrdersMessage(season)).toBe(
      `Vous n'avez réalisé aucune demande d'inscription pour la saison ${season}`,
    );
  });
});
