import {
  type AttemptResult,
  analysisWriterText,
  CAREER_FIT_LABELS,
  CAREERS_USE_NOTICE,
  type CareersResponse,
  FLAT_PROFILE_MESSAGE,
  headlineMeaningText,
  headlineText,
  hollandTieText,
  jobZoneLabel,
  joinNames,
  onetAttribution,
  ordinal,
  rankReportTraits,
  readHolland,
  reportHeadline,
  reportStrengths,
} from '@pathwise/contract';
import PDFDocument from 'pdfkit';
import { longDate } from '../../platform/dates.ts';
import { HOLLAND_TYPES } from './builtin-analyzer.ts';

/**
 * The downloadable report (issue 4: "a real PDF file built by a PDF library, charts included"):
 * PDFKit draws it on the server from the stored result, so the file is the same whatever browser
 * asks. The trait chart is vector bars (0–100 with the raw score beside each). PDFKit's built-in
 * Helvetica covers Latin-1 only: text outside it (non-Latin names) prints as the font's fallback.
 */

const BRAND = '#0b6bcb';
const INK = '#0f172a';
const MUTED = '#64748b';
const TRACK = '#e2e8f0';
const MARGIN = 56;

export type ReportPdfInput = {
  result: AttemptResult;
  personName: string;
  generatedAt: Date;
  /** The careers matched from O*NET® data at the person's Job Zone (first page), or null. */
  careers?: CareersResponse | null;
};

function dateText(iso: string | null): string {
  return iso ? longDate(new Date(iso)) : '';
}

/** Builds the PDF and resolves with its bytes. */
export function renderReportPdf({
  result,
  personName,
  generatedAt,
  careers = null,
}: ReportPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${result.assessmentTitle} — report`,
      Author: 'Pathwise',
      Subject: `Report for ${personName}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  const heading = (text: string) => {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.moveDown(1.2).font('Helvetica-Bold').fontSize(14).fillColor(INK).text(text);
    doc.moveDown(0.4);
  };
  const body = (text: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(INK)
      .text(text, { lineGap: 2, ...options });
  const bullets = (items: readonly string[]) => {
    for (const item of items) body(`•  ${item}`, { indent: 8 });
  };

  // Header
  doc.font('Helvetica-Bold').fontSize(10).fillColor(BRAND).text('PATHWISE');
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(22).fillColor(INK).text(result.assessmentTitle);
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(
      `Report for ${personName}${result.completedAt ? ` · completed ${dateText(result.completedAt)}` : ''}`,
    );

  const scores = result.scores;
  // The headline leads, as on the page (issue 13): the main result in words and what it means.
  if (scores) {
    const headline = reportHeadline(scores);
    doc
      .moveDown(1)
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(INK)
      .text(headlineText(headline), { lineGap: 2 });
    doc.moveDown(0.3);
    body(headlineMeaningText(headline));
  }
  if (result.qualityFlags.length > 0) {
    heading('A note on these answers');
    bullets(result.qualityFlags.map((flag) => flag.message));
    body('The results below are shown as scored; you may want to take the profiler again at a calmer pace.', {
      oblique: true,
    });
  }

  const holland = scores ? readHolland(scores) : null;
  if (holland) {
    heading(`Your Holland code: ${holland.code}`);
    for (const type of holland.types) {
      doc
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .fillColor(INK)
        .text(`${type.letter} — ${type.trait}${type.joint ? ` (joint ${ordinal(type.rank)})` : ''}: `, {
          continued: true,
        });
      doc.font('Helvetica').text(`you tend to enjoy ${HOLLAND_TYPES[type.letter].likes}.`, { lineGap: 2 });
    }
    const tie = hollandTieText(holland);
    if (tie) body(tie, { oblique: true });
  }

  if (scores && scores.traits.length > 0) {
    heading('Trait scores');
    const labelWidth = 130;
    const valueWidth = 70;
    const barWidth = width - labelWidth - valueWidth - 12;
    // Strongest first, ties listed by name: the order of the page's bars.
    for (const { trait } of rankReportTraits(scores)) {
      if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
      const y = doc.y;
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(trait.trait, MARGIN, y, { width: labelWidth, ellipsis: true });
      const x = MARGIN + labelWidth;
      doc.roundedRect(x, y + 1, barWidth, 9, 4.5).fill(TRACK);
      const filled = Math.max(0, Math.min(100, trait.score)) / 100;
      if (filled > 0) doc.roundedRect(x, y + 1, Math.max(9, barWidth * filled), 9, 4.5).fill(BRAND);
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(`${Math.round(trait.score)} · ${trait.raw}/${trait.max}`, x + barWidth + 12, y, {
          width: valueWidth,
        });
      doc.x = MARGIN;
      doc.y = y + 18;
    }
    body(
      'Each bar is 0–100 over the questions you answered; the figures after it are the raw score and its maximum.',
      {
        width,
      },
    );
    const strongest = reportStrengths(scores);
    if (strongest.length > 0) {
      const places = strongest.map(
        ({ trait, rank, joint }) => `${trait.trait} (${joint ? 'joint ' : ''}${ordinal(rank!)})`,
      );
      doc.moveDown(0.4);
      body(`Your strengths: ${joinNames(places)}.`);
    }
  }

  const categories = scores?.categories.filter((category) => category.resultLabel) ?? [];
  if (categories.length > 0) {
    heading('Results by section');
    for (const category of categories) {
      doc
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .fillColor(INK)
        .text(`${category.title}: ${category.resultLabel}`);
      if (category.resultDescription) body(category.resultDescription);
      doc.moveDown(0.4);
    }
  }

  // Careers matched from O*NET data (issue 13), with the credit and the use notice O*NET asks for.
  if (careers && careers.status !== 'no_interest_profile') {
    heading('Careers matched to your interests');
    const zone = jobZoneLabel(careers.jobZone);
    if (careers.status === 'flat_profile') {
      body(FLAT_PROFILE_MESSAGE);
    } else if (careers.careers.length === 0) {
      body(`No occupation in ${zone} has an interest profile like yours.`);
    } else {
      body(
        `Best matches in ${zone} (${careers.careers.length} of ${careers.total}), by how closely each occupation's interest profile correlates with yours:`,
        { oblique: true },
      );
      doc.moveDown(0.3);
      for (const career of careers.careers) {
        if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
        doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(career.title);
        doc
          .font('Helvetica')
          .fontSize(9)
          .fillColor(MUTED)
          .text(
            `${CAREER_FIT_LABELS[career.fit]} · correlation ${career.correlation.toFixed(3)} · ${jobZoneLabel(career.jobZone)} · interest code ${career.highPointCode} · O*NET-SOC ${career.code}`,
          );
        doc.moveDown(0.3);
      }
    }
    doc.moveDown(0.4);
    body(CAREERS_USE_NOTICE, { oblique: true });
    doc
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(onetAttribution(careers.onetRelease));
  }

  const analysis = result.aiAnalysis;
  if (analysis?.status === 'completed' && analysis.content) {
    const content = analysis.content;
    heading('Your personal analysis');
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${analysisWriterText(analysis)}.`);
    doc.moveDown(0.4);
    body(content.summary);
    if (content.strengths.length) {
      heading('Strengths');
      bullets(content.strengths);
    }
    if (content.growthAreas.length) {
      heading('Room to grow');
      bullets(content.growthAreas);
    }
    if (content.careerSuggestions.length) {
      heading('Careers to explore');
      for (const career of content.careerSuggestions) {
        doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(career.title);
        body(career.why);
        doc.moveDown(0.3);
      }
    }
    if (content.nextSteps.length) {
      heading('Next steps');
      bullets(content.nextSteps);
    }
  } else {
    heading('Your personal analysis');
    body(
      'The written analysis was not ready when this file was made. Download the report again once it appears.',
    );
  }

  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `Generated by Pathwise on ${dateText(generatedAt.toISOString())}. Results describe interests and preferences, not abilities.`,
    );
  doc.end();
  return done;
}
