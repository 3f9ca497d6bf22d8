import { PdfPageWriter, type PdfLib } from './pdf-page-writer';
import { pdfEuros } from './pdf-text';

/**
 * ma_sante_by_{product}.pdf, the health brochure (docs/spec/members-area.md 1): three pages, so
 * that the viewer's page controls have something to turn.
 */
export async function healthBrochurePdf(lib: PdfLib, productName: string): Promise<Uint8Array> {
  const { doc, writer } = await PdfPageWriter.create(lib, `Ma Santé by ${productName}`);
  writer.title(`Ma Santé by ${productName}`);
  writer.paragraph(
    'Bouger régulièrement protège le cœur, les os et le moral. Ce livret rassemble les conseils ' +
      'des médecins de la fédération pour pratiquer en toute sécurité, à tout âge.',
  );
  writer.heading('Les bons réflexes');
  for (const advice of [
    'Échauffez-vous dix minutes avant chaque séance.',
    'Buvez avant d\u2019avoir soif, pendant et après l\u2019effort.',
    'Signalez à votre encadrant toute douleur thoracique ou essoufflement inhabituel.',
    'Respectez un jour de repos entre deux séances intenses.',
  ]) {
    writer.paragraph(`• ${advice}`);
  }
  writer.newPage();
  writer.title('Activité physique adaptée');
  writer.paragraph(
    'Votre médecin peut prescrire une activité physique adaptée. Les clubs labellisés proposent ' +
      `des créneaux encadrés ; la prise en charge peut atteindre ${pdfEuros(1250)} par an selon ` +
      'votre mutuelle.',
  );
  writer.newPage();
  writer.title('Contacts utiles');
  writer.field('Urgences', '15 ou 112');
  writer.field('Prévention', 'sante@exemple.fr');
  return doc.save();
}
