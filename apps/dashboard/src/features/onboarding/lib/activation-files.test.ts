import { describe, expect, it } from 'vitest';
import { checkDocumentFile, checkLogoFile, DOCUMENT_ACCEPT, LOGO_ACCEPT } from './activation-files';

const KB = 1024;

describe('the documents’ file rule (§5 file input)', () => {
  it('the picker offers the §5 extensions', () => {
    expect(DOCUMENT_ACCEPT).toBe('.png,.jpg,.jpeg,.pdf,.ppt,.pptx,.doc,.docx,.xls,.xlsx');
    expect(LOGO_ACCEPT).toBe('.png,.jpg,.jpeg');
  });

  it.each(['cac.pdf', 'CAC.PDF', 'memo.docx', 'bill.jpeg', 'id.png', 'deck.pptx', 'sheet.xls'])(
    'accepts %s up to 1024 KB',
    (name) => {
      expect(checkDocumentFile({ name, size: 1024 * KB }, 'cacCertificate')).toBeNull();
    },
  );

  it('refuses other formats, naming the document', () => {
    expect(checkDocumentFile({ name: 'cac.txt', size: 10 }, 'cacCertificate')).toBe(
      'The CAC certificate field has an unsupported format',
    );
    expect(checkDocumentFile({ name: 'noextension', size: 10 }, 'utilityBill')).toBe(
      'The Utility bill field has an unsupported format',
    );
    expect(checkDocumentFile({ name: 'bill.csv', size: 10 }, 'utilityBill')).toBe(
      'The Utility bill field has an unsupported format',
    );
  });

  it('refuses a file over 1024 KB: should be less than 1MB', () => {
    expect(checkDocumentFile({ name: 'id.pdf', size: 1024 * KB + 1 }, 'directorId')).toBe(
      "The Director's ID field should be less than 1MB",
    );
  });

  it('refuses an empty file as missing', () => {
    expect(checkDocumentFile({ name: 'memo.pdf', size: 0 }, 'memorandum')).toBe(
      'The Memorandum and articles of association field is required',
    );
  });

  it('the logo: images only, the same limit', () => {
    expect(checkLogoFile({ name: 'logo.png', size: 20 * KB })).toBeNull();
    expect(checkLogoFile({ name: 'logo.pdf', size: 20 * KB })).toBe(
      'The logo field has an unsupported format',
    );
    expect(checkLogoFile({ name: 'logo.jpg', size: 2048 * KB })).toBe(
      'The logo field should be less than 1MB',
    );
  });
});
