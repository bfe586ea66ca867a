/**
 * What a reader sees of a PDF (its pages, title and language tag), for the runs of the
 * TicketDocuments contract: the domain's suite reads no PDF itself.
 */
import { PDFDocument, PDFName } from 'pdf-lib';

export async function readPdf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const lang = pdf.catalog.get(PDFName.of('Lang'))?.toString();
  return {
    pages: pdf.getPageCount(),
    title: pdf.getTitle(),
    // A PDF string is written "(en-US)".
    language: lang?.replace(/^\((.*)\)$/, '$1'),
  };
}
