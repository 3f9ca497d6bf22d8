import { PdfPageWriter, type PdfLib } from './pdf-page-writer';

export type BulletinContent = {
  productName: string;
  clubName: string;
  seasonTitle: string;
  memberName: string;
  birthDate: string | null;
  address: string;
  email: string | null;
  licenceTitle: string | null;
  activities: string[];
};

/** The membership form (bulletin d'adhésion) of one club and season, filled from the profile. */
export async function bulletinPdf(lib: PdfLib, content: BulletinContent): Promise<Uint8Array> {
  const title = `Bulletin d'adhésion ${content.seasonTitle}`;
  const { doc, writer } = await PdfPageWriter.create(lib, title);
  writer.title(title);
  writer.paragraph(`${content.productName} – ${content.clubName}`);
  writer.heading('Adhérent');
  writer.field('Nom et prénom', content.memberName);
  writer.field('Date de naissance', content.birthDate ?? 'Non renseignée');
  writer.field('Adresse', content.address || 'Non renseignée');
  writer.field('Email', content.email ?? 'Non renseigné');
  writer.heading('Adhésion');
  writer.field('Licence', content.licenceTitle ?? 'Aucune');
  writer.activities(content.activities);
  writer.statement(
    'L\u2019adhérent déclare avoir pris connaissance du règlement intérieur du club et des ' +
      'conditions d\u2019assurance de la licence.',
  );
  return doc.save();
}
