import { PdfPageWriter, type PdfLib } from './pdf-page-writer';
import { pdfEuros } from './pdf-text';

export type AttestationContent = {
  productName: string;
  memberName: string;
  birthDate: string | null;
  clubName: string;
  clubCity: string;
  seasonTitle: string;
  activities: { title: string; cotisationActivite: number }[];
  licenceTitle: string | null;
  priceDroitOmnisport: number;
  totalPrice: number;
  /** Paid so far: a membership paid in instalments may not be settled yet. */
  paid: number;
  issuedOn: string;
  /** What a third party needs to check the attestation online, without the member's account. */
  verification: { reference: string; code: string; address: string };
};

/**
 * The membership attestation (docs/spec/members-area.md 2 'Mon attestation'): the fields the spec's
 * attestation reply carries (member, club, licences, cotisationActivite, priceDroitOmnisport,
 * totalPrice), laid out as a certificate.
 */
export async function attestationPdf(
  lib: PdfLib,
  content: AttestationContent,
): Promise<Uint8Array> {
  const { doc, writer } = await PdfPageWriter.create(
    lib,
    `Attestation d'adhésion ${content.seasonTitle}`,
  );
  writer.title(`Attestation d'adhésion – saison ${content.seasonTitle}`);
  writer.paragraph(
    `Le club ${content.clubName} (${content.clubCity}), affilié à l'${content.productName}, atteste que ` +
      `${content.memberName}${content.birthDate ? `, né(e) le ${content.birthDate},` : ''} est adhérent(e) ` +
      `du club pour la saison ${content.seasonTitle}.`,
  );
  writer.heading('Adhésion');
  writer.field('Adhérent(e)', content.memberName);
  writer.field('Club', content.clubName);
  writer.field('Licence', content.licenceTitle ?? 'Aucune');
  for (const activity of content.activities) {
    writer.field(`Cotisation ${activity.title}`, pdfEuros(activity.cotisationActivite));
  }
  writer.field('Droit omnisport', pdfEuros(content.priceDroitOmnisport));
  // The total is what Mes échéances shows as Total, the paid part its Payé
  // (docs/adr/0014-one-money-model.md): 'réglé' says only what was paid.
  writer.field("Total de l'adhésion", pdfEuros(content.totalPrice));
  writer.field('Total réglé', pdfEuros(content.paid));
  writer.statement(
    'Attestation délivrée pour servir et valoir ce que de droit, notamment auprès d\u2019un comité ' +
      'd\u2019entreprise ou d\u2019un employeur.',
  );
  writer.paragraph(`Fait le ${content.issuedOn}.`);
  writer.heading('Vérification');
  writer.paragraph(
    'Un employeur, un comité d\u2019entreprise ou un club peut vérifier cette attestation en ' +
      'ligne, sans compte, à l\u2019adresse ci-dessous ou en saisissant sa référence et son code.',
  );
  writer.field('Référence', content.verification.reference);
  writer.field('Code de vérification', content.verification.code);
  writer.paragraph(content.verification.address, 10);
  return doc.save();
}
