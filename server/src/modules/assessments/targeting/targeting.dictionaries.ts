import type { EDUCATION_LEVELS, EXPERIENCE_LEVELS } from '@pathwise/contract';

/**
 * The built-in analyzer's vocabulary: which words in a profiler's text suggest which audience.
 * A term matches whole words ("java" does not match "javascript"); a term ending in '*' matches
 * any word starting with it ("collaborat*" → collaborate, collaboration). Terms are lower case.
 * Order matters only for ties: entries listed first win.
 */

export type Cue<T extends string> = { value: T; terms: readonly string[] };

type EducationLevel = (typeof EDUCATION_LEVELS)[number];
type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const EDUCATION_CUES: readonly Cue<EducationLevel>[] = [
  {
    value: 'high-school',
    terms: [
      'high school',
      'high-school',
      'secondary school',
      'school student*',
      'class 10',
      'class 12',
      'grade 9',
      'grade 10',
      'grade 11',
      'grade 12',
      'teen*',
      'stream selection',
      'choosing a stream',
      'subject choice*',
    ],
  },
  {
    value: 'associate',
    terms: ['associate degree', 'community college', 'diploma', 'vocational', 'polytechnic', 'trade school'],
  },
  {
    value: 'bachelor',
    terms: [
      'bachelor*',
      'undergraduate*',
      'college student*',
      'university student*',
      'degree programme',
      'degree program',
      'choosing a major',
      'your major',
      'freshman',
      'sophomore',
    ],
  },
  {
    value: 'master',
    terms: [
      'masters',
      'master degree',
      'masters degree',
      'mba',
      'postgraduate',
      'post-graduate',
      'graduate school',
      'grad school',
    ],
  },
  { value: 'phd', terms: ['phd', 'ph.d', 'doctoral', 'doctorate', 'dissertation', 'postdoc*'] },
];

export const EXPERIENCE_CUES: readonly Cue<ExperienceLevel>[] = [
  {
    value: 'student',
    terms: [
      'student*',
      'pupil*',
      'school',
      'campus',
      'internship*',
      'intern',
      'classmate*',
      'exam',
      'exams',
      'study',
    ],
  },
  {
    value: 'entry',
    terms: [
      'entry level',
      'entry-level',
      'first job',
      'fresher*',
      'fresh graduate*',
      'new graduate*',
      'early career',
      'early-career',
      'junior',
      'beginner*',
      'starting out',
      'graduate trainee*',
    ],
  },
  {
    value: 'mid',
    terms: [
      'mid-level',
      'mid level',
      'mid-career',
      'mid career',
      'career change',
      'career switch*',
      'career transition',
      'few years of experience',
      'several years',
      'experienced professional*',
      'promotion',
    ],
  },
  {
    value: 'senior',
    terms: [
      'senior',
      'team lead*',
      'lead a team',
      'leading a team',
      'manage a team',
      'managing a team',
      'manager*',
      'mentor*',
      'years of experience',
    ],
  },
  {
    value: 'executive',
    terms: [
      'executive*',
      'c-suite',
      'ceo',
      'cto',
      'cfo',
      'director*',
      'vice president',
      'board member*',
      'organisational strategy',
      'organizational strategy',
      'senior leadership',
    ],
  },
];

/** The spec's preset skills (§9) followed by others the analyzer can name. */
export const SKILL_CUES: readonly Cue<string>[] = [
  {
    value: 'JavaScript',
    terms: ['javascript', 'typescript', 'js', 'front-end', 'frontend', 'web development'],
  },
  { value: 'Python', terms: ['python', 'pandas', 'django', 'jupyter'] },
  { value: 'Java', terms: ['java', 'spring boot', 'jvm'] },
  { value: 'React', terms: ['react.js', 'reactjs', 'react components', 'react developer*', 'react native'] },
  { value: 'Node.js', terms: ['node.js', 'nodejs', 'node js', 'express.js', 'backend javascript'] },
  {
    value: 'Data Analysis',
    terms: [
      'data analysis',
      'data analytics',
      'analyse data',
      'analyze data',
      'analysing data',
      'analyzing data',
      'statistic*',
      'spreadsheet*',
      'excel',
      'dashboard*',
      'data-driven',
      'numbers',
    ],
  },
  {
    value: 'Leadership',
    terms: [
      'leadership',
      'leader*',
      'lead a team',
      'leading a team',
      'take charge',
      'take the lead',
      'in charge',
    ],
  },
  {
    value: 'Communication',
    terms: [
      'communicat*',
      'presentation*',
      'present ideas',
      'public speaking',
      'explain*',
      'listen*',
      'persuad*',
      'express yourself',
    ],
  },
  {
    value: 'Problem Solving',
    terms: [
      'problem solving',
      'problem-solving',
      'solve problems',
      'solving problems',
      'solve complex',
      'puzzle*',
      'troubleshoot*',
      'figure out',
      'logical',
    ],
  },
  {
    value: 'Teamwork',
    terms: ['teamwork', 'team player', 'collaborat*', 'cooperat*', 'work with others', 'in a team'],
  },
  { value: 'Creativity', terms: ['creativ*', 'imagin*', 'original ideas', 'invent*', 'innovat*'] },
  {
    value: 'Critical Thinking',
    terms: ['critical thinking', 'evaluate evidence', 'reasoning', 'analytical'],
  },
  {
    value: 'Empathy',
    terms: ['empath*', 'compassion*', 'feelings of others', 'other people feel', 'caring'],
  },
  {
    value: 'Organisation',
    terms: [
      'organised',
      'organized',
      'organising',
      'organizing',
      'planning',
      'schedule*',
      'attention to detail',
      'detail-oriented',
      'tidy',
      'orderly',
    ],
  },
  {
    value: 'Time Management',
    terms: ['time management', 'deadline*', 'prioritis*', 'prioritiz*', 'punctual*'],
  },
  { value: 'Negotiation', terms: ['negotiat*', 'bargain*', 'closing deals', 'close deals'] },
  { value: 'Research', terms: ['research*', 'investigat*', 'experiment*', 'hypothes*'] },
  { value: 'Writing', terms: ['writing', 'write reports', 'copywriting', 'storytelling', 'editing'] },
  { value: 'SQL', terms: ['sql', 'database*', 'queries'] },
  {
    value: 'Customer Service',
    terms: ['customer service', 'customer support', 'serving customers', 'help customers'],
  },
  { value: 'Teaching', terms: ['teach*', 'tutor*', 'coach*', 'train others', 'training others'] },
];

/** The spec's preset interests (§9) followed by others the analyzer can name. */
export const INTEREST_CUES: readonly Cue<string>[] = [
  {
    value: 'Technology',
    terms: [
      'technolog*',
      'software',
      'computer*',
      'programming',
      'coding',
      'digital',
      'internet',
      'app',
      'apps',
      'gadget*',
      'artificial intelligence',
    ],
  },
  {
    value: 'Healthcare',
    terms: [
      'health*',
      'medical',
      'medicine',
      'patient*',
      'nurs*',
      'doctor*',
      'clinic*',
      'hospital*',
      'therap*',
      'wellbeing',
      'well-being',
    ],
  },
  {
    value: 'Finance',
    terms: [
      'financ*',
      'accounting',
      'accountant*',
      'bank*',
      'invest',
      'investing',
      'investment*',
      'investor*',
      'budget*',
      'money',
      'economics',
      'tax',
      'audit*',
    ],
  },
  {
    value: 'Education',
    terms: ['education*', 'teach*', 'tutor*', 'classroom*', 'lesson*', 'curriculum', 'learners'],
  },
  {
    value: 'Marketing',
    terms: [
      'marketing',
      'brand*',
      'advertis*',
      'social media',
      'campaign*',
      'market research',
      'promotion*',
      'content creation',
    ],
  },
  {
    value: 'Design',
    terms: [
      'design',
      'designing',
      'designer*',
      'design thinking',
      'visual*',
      'graphic*',
      'user experience',
      'ux',
      'ui',
      'illustrat*',
      'aesthetic*',
      'fashion',
    ],
  },
  {
    value: 'Engineering',
    terms: [
      'engineer*',
      'mechanical',
      'electrical',
      'electronics',
      'machine*',
      'robot*',
      'construction',
      'build things',
      'tools',
      'civil',
    ],
  },
  {
    value: 'Sales',
    terms: ['sales', 'selling', 'sell', 'salesperson', 'retail', 'customer*', 'client*', 'sales targets'],
  },
  {
    value: 'Science',
    terms: ['science*', 'scientific', 'laborator*', 'lab', 'biology', 'chemistry', 'physics', 'experiment*'],
  },
  {
    value: 'Arts',
    terms: [
      'art',
      'arts',
      'artistic',
      'music*',
      'paint*',
      'drawing',
      'theatre',
      'theater',
      'performing arts',
      'on stage',
      'dance',
      'photograph*',
    ],
  },
  { value: 'Law', terms: ['law', 'legal', 'lawyer*', 'court*', 'justice', 'regulation*', 'compliance'] },
  {
    value: 'Social Work',
    terms: [
      'help people',
      'helping people',
      'helping others',
      'community',
      'volunteer*',
      'social work*',
      'counsel*',
      'charity',
    ],
  },
  {
    value: 'Environment',
    terms: [
      'environment*',
      'sustainab*',
      'climate',
      'nature',
      'outdoor*',
      'ecolog*',
      'conservation',
      'animals',
    ],
  },
  {
    value: 'Entrepreneurship',
    terms: ['entrepreneur*', 'startup*', 'start-up*', 'own business', 'start a business', 'business owner*'],
  },
  { value: 'Media', terms: ['journalis*', 'media', 'film*', 'broadcast*', 'podcast*', 'news'] },
];

/**
 * Typical ages of each audience. The proposed range spans every detected level; an explicit age in
 * the text ("ages 14-18", "16 to 21 year olds") wins over these.
 */
export const EDUCATION_AGES: Record<EducationLevel, readonly [number, number]> = {
  'high-school': [13, 19],
  associate: [17, 30],
  bachelor: [17, 30],
  master: [21, 40],
  phd: [22, 45],
  other: [16, 65],
};

export const EXPERIENCE_AGES: Record<ExperienceLevel, readonly [number, number]> = {
  student: [14, 25],
  entry: [18, 30],
  mid: [25, 45],
  senior: [30, 60],
  executive: [35, 65],
};
