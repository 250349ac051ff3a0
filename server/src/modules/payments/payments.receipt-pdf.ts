import { formatPrice, fromMinorUnits } from '@pathwise/contract';
import PDFDocument from 'pdfkit';
import { longDate } from '../../platform/dates.ts';

/**
 * The PDF receipt of a paid order (issue 12, item 8), drawn with PDFKit as the report PDF is
 * (reports/report-pdf.ts). Tax-ready: subtotal, a tax line and the total, so a configured tax only
 * adds a figure; today no tax is charged and the receipt says so rather than printing a made-up 0%.
 * PDFKit's built-in Helvetica covers Latin-1 (WinAnsi) only: the rupee sign is written "INR".
 */

const BRAND = '#0b6bcb';
const INK = '#0f172a';
const MUTED = '#64748b';
const RULE = '#e2e8f0';
const MARGIN = 56;

export type ReceiptInput = {
  receiptNumber: string;
  seller: { legalName: string; address: string; taxId: string | null };
  buyer: { name: string; email: string };
  order: {
    id: string;
    profilerTitle: string;
    currency: string;
    amountMinor: number;
    listPriceMinor: number;
    discountMinor: number;
    couponCode: string | null;
    provider: 'razorpay' | 'test' | 'coupon';
    providerPaymentId: string | null;
    paidAt: Date;
    status: string;
  };
  refunds: Array<{
    amountMinor: number;
    status: 'pending' | 'processed' | 'failed';
    reason: string;
    date: Date;
  }>;
  generatedAt: Date;
};

/** formatPrice (contract/pricing.ts), with symbols Helvetica cannot draw spelled as the code. */
export function receiptMoney(minor: number, currency: string): string {
  return formatPrice(fromMinorUnits(minor, currency), currency).replace('₹', 'INR ');
}

const PROVIDER_TEXT: Record<ReceiptInput['order']['provider'], string> = {
  razorpay: 'Razorpay',
  test: 'Built-in test checkout (no money moved)',
  coupon: '100% coupon (no payment needed)',
};

const REFUND_STATUS_TEXT = { pending: 'pending', processed: 'refunded', failed: 'failed' } as const;

/** Builds the receipt and resolves with its bytes. */
export function renderReceiptPdf(input: ReceiptInput): Promise<Buffer> {
  const { order, seller, buyer } = input;
  const money = (minor: number) => receiptMoney(minor, order.currency);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Receipt ${input.receiptNumber}`,
      Author: seller.legalName,
      Subject: `Receipt for ${order.profilerTitle}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const half = (width - 24) / 2;

  const rule = () => {
    const y = doc.y + 6;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + 8;
  };
  const label = (text: string, x: number, y: number, w: number) =>
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED).text(text.toUpperCase(), x, y, { width: w });
  const heading = (text: string) => {
    doc.moveDown(1.2).font('Helvetica-Bold').fontSize(12).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };
  /** One row of a two-column table: the description left, the figure right-aligned. */
  const line = (left: string, right: string, options: { bold?: boolean; muted?: boolean } = {}) => {
    const y = doc.y;
    const font = options.bold ? 'Helvetica-Bold' : 'Helvetica';
    const color = options.muted ? MUTED : INK;
    doc
      .font(font)
      .fontSize(10.5)
      .fillColor(color)
      .text(left, MARGIN, y, { width: width - 140 });
    const after = doc.y;
    doc
      .font(font)
      .fontSize(10.5)
      .fillColor(color)
      .text(right, MARGIN + width - 140, y, {
        width: 140,
        align: 'right',
      });
    doc.x = MARGIN;
    doc.y = Math.max(after, doc.y) + 4;
  };

  /** One identifier: its name, then the value on the rest of the line. */
  const field = (name: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(name, MARGIN, y, { width: 110 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(value, MARGIN + 120, y, { width: width - 120 });
    doc.x = MARGIN;
    doc.y += 3;
  };

  // Header: brand and receipt number.
  doc.font('Helvetica-Bold').fontSize(10).fillColor(BRAND).text('PATHWISE');
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(22).fillColor(INK).text('Receipt');
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(`Receipt number ${input.receiptNumber} · paid ${longDate(order.paidAt)}`);
  doc.moveDown(1);

  // Seller and buyer side by side.
  const top = doc.y;
  label('From', MARGIN, top, half);
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(seller.legalName, MARGIN, doc.y + 2, { width: half });
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(seller.address, { width: half });
  if (seller.taxId) doc.text(`Tax id: ${seller.taxId}`, { width: half });
  const leftBottom = doc.y;
  const right = MARGIN + half + 24;
  label('Billed to', right, top, half);
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(buyer.name, right, doc.y + 2, { width: half });
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(buyer.email, { width: half });
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y);

  // Identifiers.
  heading('Payment');
  field('Order id', order.id);
  field('Payment id', order.providerPaymentId ?? 'None (no payment was needed)');
  field('Paid with', PROVIDER_TEXT[order.provider]);
  field('Date paid', longDate(order.paidAt));

  // The line item and the tax-ready totals.
  heading('Summary');
  line('Description', 'Amount', { bold: true });
  rule();
  line(`${order.profilerTitle} (profiler, one person's access)`, money(order.listPriceMinor));
  if (order.discountMinor > 0) {
    line(
      order.couponCode ? `Discount (coupon ${order.couponCode})` : 'Discount',
      `-${money(order.discountMinor)}`,
    );
  }
  rule();
  line('Subtotal', money(order.amountMinor));
  // No tax is configured: say so rather than print a computed-looking zero.
  line('Tax: not charged', '—', { muted: true });
  line(`Amount paid (${order.currency})`, money(order.amountMinor), { bold: true });

  if (input.refunds.length > 0) {
    heading('Refunds');
    for (const refund of input.refunds) {
      line(
        `${longDate(refund.date)} · ${REFUND_STATUS_TEXT[refund.status]} · ${refund.reason}`,
        `-${money(refund.amountMinor)}`,
        { muted: refund.status !== 'processed' },
      );
    }
    const refunded = input.refunds
      .filter((refund) => refund.status === 'processed')
      .reduce((sum, refund) => sum + refund.amountMinor, 0);
    rule();
    line('Refunded in total', `-${money(refunded)}`);
    line('Net paid', money(order.amountMinor - refunded), { bold: true });
  }

  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `${order.status === 'refunded' ? 'This order was refunded in full. ' : ''}Generated on ${longDate(input.generatedAt)} from the order record. Keep it for your records; questions about a payment: quote the order id.`,
      MARGIN,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
