import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { pdfSafeText } from './pdf-text';

export type PdfLib = typeof PdfLibModule;

/** A4 in points. */
const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;

/**
 * Writes lines top-down on A4 pages, opening a new page when one is full: enough layout for the
 * mocked backend's documents (titles, paragraphs wrapped to the width, label/value lines).
 */
export class PdfPageWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  static async create(
    lib: PdfLib,
    title: string,
  ): Promise<{ doc: PDFDocument; writer: PdfPageWriter }> {
    const doc = await lib.PDFDocument.create();
    doc.setTitle(pdfSafeText(title));
    doc.setLanguage('fr-FR');
    doc.setProducer('Portail des adhérents (données de démonstration)');
    // Fixed dates: the same request gives the same bytes.
    doc.setCreationDate(new Date('2026-09-01T08:00:00Z'));
    doc.setModificationDate(new Date('2026-09-01T08:00:00Z'));
    const regular = await doc.embedFont(lib.StandardFonts.Helvetica);
    const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
    return { doc, writer: new PdfPageWriter(lib, doc, regular, bold) };
  }

  newPage(): void {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  private ensure(height: number) {
    if (this.y - height < margin) this.newPage();
  }

  private draw(text: string, size: number, font: PDFFont, x = margin) {
    this.ensure(size * 1.5);
    this.y -= size * 1.2;
    this.page.drawText(pdfSafeText(text), {
      x,
      y: this.y,
      size,
      font,
      color: this.lib.rgb(0.1, 0.14, 0.19),
    });
    this.y -= size * 0.4;
  }

  title(text: string): void {
    this.draw(text, 20, this.bold);
    this.gap(8);
  }

  heading(text: string): void {
    this.gap(6);
    this.draw(text, 14, this.bold);
  }

  paragraph(text: string, size = 11): void {
    const width = pageSize[0] - 2 * margin;
    let line = '';
    for (const word of pdfSafeText(text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.regular.widthOfTextAtSize(candidate, size) > width && line) {
        this.draw(line, size, this.regular);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) this.draw(line, size, this.regular);
    this.gap(4);
  }

  field(label: string, value: string): void {
    this.ensure(17);
    const size = 11;
    this.y -= size * 1.2;
    const y = this.y;
    const ink = this.lib.rgb(0.1, 0.14, 0.19);
    this.page.drawText(pdfSafeText(`${label} :`), {
      x: margin,
      y,
      size,
      font: this.bold,
      color: ink,
    });
    this.page.drawText(pdfSafeText(value), {
      x: margin + 170,
      y,
      size,
      font: this.regular,
      color: ink,
    });
    this.y -= size * 0.5;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** The activities a document covers, on one line; none is said. */
  activities(titles: readonly string[]): void {
    this.field('Activités', titles.join(' - ') || 'Aucune activité');
  }

  /** The statement under a document's facts, set apart from them. */
  statement(text: string): void {
    this.gap(16);
    this.paragraph(text);
  }
}
