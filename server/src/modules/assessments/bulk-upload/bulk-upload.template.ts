import { BULK_UPLOAD_COLUMNS, type BulkUploadColumn, ITEM_BANK_COLUMNS } from '@pathwise/contract';
import ExcelJS from 'exceljs';

/**
 * The files an admin downloads to start a bulk upload: a small profiler that uses every question
 * type and result configurations (CSV, and XLSX with a second sheet explaining each column), and a
 * keyed item bank. Each passes a dry run as it is, which the tests check.
 */

type TemplateRow = Partial<Record<BulkUploadColumn, string>>;

const EXAMPLE_ROWS: TemplateRow[] = [
  {
    profiler: 'Team Role Sampler',
    profiler_description: 'A five-minute look at the part you tend to play in a team.',
    profiler_long_description:
      'Answer five short questions about group work. There are no right or wrong answers: pick what is most like you, not what you think a team expects.',
    is_free: 'false',
    price: '199',
    currency: 'INR',
    category: 'Working with others',
    category_description: 'How you like to contribute when a group takes on a task.',
    question: 'When a group project starts, what do you do first?',
    type: 'MULTIPLE_CHOICE',
    options:
      'Sketch a plan and a timeline|Start building something straight away|Check that everyone is on board|Look up how others solved it',
    explanation: 'Pick what you would really do, not what you think you should do.',
    result_a: 'Organiser: You bring structure to a group: a plan, a timeline and a clear next step.',
    result_b: 'Builder: You get things moving and learn by making the first version.',
    result_c: 'Connector: You keep people together and make sure every voice is heard.',
    result_d: 'Researcher: You look before you leap and bring the facts the group needs.',
  },
  {
    profiler: 'Team Role Sampler',
    category: 'Working with others',
    question: 'I enjoy taking the lead when a group is stuck.',
    type: 'RATING',
    trait: 'Leadership',
  },
  {
    profiler: 'Team Role Sampler',
    category: 'Working with others',
    question: 'I would rather someone else made the final call.',
    type: 'RATING',
    options: 'Not at all like me|Not much like me|Somewhat like me|Quite like me|Very much like me',
    trait: 'Leadership',
    reverse_scored: 'true',
  },
  {
    profiler: 'Team Role Sampler',
    category: 'About you',
    category_description: 'A little background for your report.',
    question: 'Have you ever led a team, club or project?',
    type: 'YES_NO',
    explanation: 'School, work and volunteering all count.',
    trait: 'Leadership',
  },
  {
    profiler: 'Team Role Sampler',
    category: 'About you',
    question: 'Describe a group project you were proud of and the part you played in it.',
    type: 'TEXT',
    explanation: 'Two or three sentences are enough.',
    example: 'I organised our class fundraiser and kept everyone to the schedule.',
  },
];

const resultNote = (letter: string) =>
  `The category's result when most answers in it are option ${letter}, written "Label: description". Once per category.`;

/** What each column holds: the XLSX template's second sheet. */
export const COLUMN_NOTES: Record<BulkUploadColumn, { required: boolean; note: string }> = {
  profiler: {
    required: true,
    note: 'The profiler title. Rows with the same title form one profiler.',
  },
  profiler_description: {
    required: false,
    note: 'Short description on the profiler card (up to 2,000 characters). Give profiler cells once, or repeat them unchanged on every row.',
  },
  profiler_long_description: { required: false, note: "Longer text for the profiler's introduction page." },
  is_free: {
    required: false,
    note: 'true or false. Left blank, the profiler is free unless it has a price.',
  },
  price: {
    required: false,
    note: 'Price of a paid profiler, for example 499 or 499.99. Blank for a free one.',
  },
  currency: {
    required: false,
    note: 'Code of an enabled currency, for example INR or USD. Blank: the default currency.',
  },
  category: {
    required: true,
    note: 'The section of the profiler the question belongs to. Sections appear in the order they first appear here.',
  },
  category_description: {
    required: false,
    note: 'What the section covers. Give category cells once, or repeat them unchanged.',
  },
  question: {
    required: true,
    note: 'The question text (up to 2,000 characters). Questions keep the file order.',
  },
  type: { required: true, note: 'MULTIPLE_CHOICE, RATING, YES_NO or TEXT.' },
  options: {
    required: false,
    note: 'Choices separated by |. Multiple choice: 2 to 10. Rating: blank (a 1-5 scale) or exactly 5 labels. Yes/no and text: blank.',
  },
  explanation: { required: false, note: 'Help text shown with the question.' },
  example: { required: false, note: 'An example answer or situation shown with the question.' },
  trait: {
    required: false,
    note: 'The trait the question measures: a built-in one (Realistic, Investigative, Artistic, Social, Enterprising, Conventional, Creative, Analytical, Practical, Leadership, Supportive) or a custom one, created when new.',
  },
  reverse_scored: {
    required: false,
    note: 'true for a rating question scored in reverse (a 5 counts as 1). Rating questions only.',
  },
  result_a: { required: false, note: resultNote('a') },
  result_b: { required: false, note: resultNote('b') },
  result_c: { required: false, note: resultNote('c') },
  result_d: { required: false, note: resultNote('d') },
  result_e: { required: false, note: resultNote('e') },
};

const ITEM_BANK_EXAMPLE_ROWS = [
  ['1', 'I enjoy trying out new ways of doing things.', 'Curiosity', '+'],
  ['2', 'I prefer to stick with what I already know.', 'Curiosity', '-'],
  ['3', 'I finish one task before starting the next.', 'Diligence', '+'],
  ['4', 'I often leave work until the last minute.', 'Diligence', '-'],
];

function profilerWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const questions = workbook.addWorksheet('Questions');
  questions.addRow([...BULK_UPLOAD_COLUMNS]).font = { bold: true };
  for (const row of EXAMPLE_ROWS) questions.addRow(BULK_UPLOAD_COLUMNS.map((column) => row[column] ?? ''));
  questions.views = [{ state: 'frozen', ySplit: 1 }];
  questions.columns.forEach((column) => {
    column.width = 24;
  });
  const notes = workbook.addWorksheet('Columns');
  notes.addRow(['Column', 'Required', 'What to write']).font = { bold: true };
  for (const column of BULK_UPLOAD_COLUMNS) {
    const { required, note } = COLUMN_NOTES[column];
    notes.addRow([column, required ? 'yes' : 'no', note]);
  }
  notes.getColumn(1).width = 28;
  notes.getColumn(2).width = 10;
  notes.getColumn(3).width = 110;
  return workbook;
}

// Excel reads a CSV as UTF-8 only when it starts with a byte-order mark.
const UTF8_BOM = Buffer.from('\uFEFF');

async function csvOf(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.concat([UTF8_BOM, Buffer.from(await workbook.csv.writeBuffer())]);
}

export async function profilerTemplateCsv(): Promise<Buffer> {
  return csvOf(profilerWorkbook());
}

export async function profilerTemplateXlsx(): Promise<Buffer> {
  return Buffer.from(await profilerWorkbook().xlsx.writeBuffer());
}

export async function itemBankTemplateCsv(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const items = workbook.addWorksheet('Items');
  items.addRow([...ITEM_BANK_COLUMNS]);
  for (const row of ITEM_BANK_EXAMPLE_ROWS) items.addRow(row);
  return csvOf(workbook);
}
