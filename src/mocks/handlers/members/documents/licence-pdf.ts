import { PdfPageWriter, type PdfLib } from './pdf-page-writer';

export type LicenceContent = {
  productName: string;
  licenceTitle: string;
  licenceNumber: string | null;
  memberName: string;
  birthDate: string | null;
  clubName: string;
  seasonTitle: string;
  activities: string[];
};

/** The member's licence card ('Ma {licence}' in the profile menu). */
export async function licencePdf(lib: PdfLib, content: LicenceContent): Promise<Uint8Array> {
  const { doc, writer } = await PdfPageWriter.create(
    lib,
    `${content.productName} – ${content.licenceTitle}`,
  );
  writer.title(`${content.productName} – ${content.licenceTitle}`);
  writer.paragraph(`Saison ${content.seasonTitle}`);
  writer.field('Titulaire', content.memberName);
  writer.field('Date de naissance', content.birthDate ?? 'Non renseignée');
  writer.field('Numéro de licence', content.licenceNumber ?? 'Non attribué');
  writer.field('Club', content.clubName);
  writer.activities(content.activities);
  writer.statement(
    'Cette licence atteste de l\u2019affiliation de son titulaire et de sa couverture par ' +
      'l\u2019assurance fédérale pendant la saison indiquée.',
  );
  return doc.save();
}
