import { RESPONSE_SCALES, type RIASEC_TRAITS } from '@pathwise/contract';
import type { CategoryDraft, ProfilerDraft } from '../bulk-upload/bulk-upload.catalogue-import.ts';
import { PROMPT_TEMPLATES } from '../prompts/prompts.templates.ts';

/**
 * Demo profiler: interests across the six Holland (RIASEC) areas. Each area is one category of
 * activities rated from "Strongly dislike" to "Strongly like", each item carrying its area as its
 * trait, so results give six trait scores and a Holland code. Text written for Pathwise.
 *
 * No section results: a category's result is the answer letter chosen most often (spec), which can
 * say "low interest" beside a bar that ranks the area second; the report reads interests from the
 * trait scores, the Holland code and the careers matched to them instead.
 */

type InterestArea = {
  trait: (typeof RIASEC_TRAITS)[number];
  title: string;
  description: string;
  activities: string[];
};

const AREAS: InterestArea[] = [
  {
    trait: 'Realistic',
    title: 'Building and fixing',
    description: 'Practical, hands-on activities with tools, machines, materials, plants and animals.',
    activities: [
      'Assemble furniture or a piece of equipment from its instructions',
      'Repair a bicycle, appliance or engine that has stopped working',
      'Work outdoors looking after plants, animals or land',
      'Operate machines or power tools in a workshop',
      'Build something solid, such as a shed, a stage set or a garden wall',
      'Install or wire up electrical or network equipment',
    ],
  },
  {
    trait: 'Investigative',
    title: 'Exploring and analysing',
    description: 'Activities that ask you to observe, question, research and solve problems with evidence.',
    activities: [
      'Work out why an experiment gave an unexpected result',
      'Read about a new scientific discovery until you understand how it works',
      'Analyse data to find a pattern nobody else has noticed',
      'Solve a difficult logic or maths problem',
      'Research how a disease spreads and how it could be stopped',
      'Test several solutions to a technical problem and compare the results',
    ],
  },
  {
    trait: 'Artistic',
    title: 'Creating and expressing',
    description: 'Activities that involve imagination, design, performance and original expression.',
    activities: [
      'Design a poster, a logo or the layout of a website',
      'Write a short story, song lyrics or a script',
      'Perform music, drama or dance in front of an audience',
      'Photograph or film a scene so that it tells a story',
      'Redesign a room so that it feels completely different',
      'Invent a new character, game or imaginary world',
    ],
  },
  {
    trait: 'Social',
    title: 'Helping and teaching',
    description: 'Activities centred on people: teaching, caring, advising and supporting others.',
    activities: [
      'Teach someone a skill they have been struggling with',
      "Listen to a friend's problem and help them think it through",
      'Help a patient or an older person with their daily needs',
      'Lead a group activity for children or young people',
      'Volunteer for a community project or a charity',
      'Help two people who disagree find common ground',
    ],
  },
  {
    trait: 'Enterprising',
    title: 'Leading and persuading',
    description: 'Activities that involve influencing people, taking the lead, selling and taking risks.',
    activities: [
      'Convince others to support an idea you believe in',
      'Start a small business or side project and make it grow',
      'Lead a team towards an ambitious goal',
      'Negotiate a deal or a better price',
      'Pitch a product to potential customers',
      'Organise an event and take charge on the day',
    ],
  },
  {
    trait: 'Conventional',
    title: 'Organising and detail',
    description: 'Activities that reward order, accuracy and clear procedures with data and records.',
    activities: [
      'Keep accurate records of money, stock or data',
      'Set up a filing or tracking system so that nothing gets lost',
      'Check a long document carefully for errors',
      'Plan a detailed schedule and stick to it',
      'Keep figures in order in a spreadsheet',
      'Follow a clear procedure to make sure a job is done right',
    ],
  },
];

function areaCategory(area: InterestArea): CategoryDraft {
  const name = area.trait;
  return {
    title: `${area.title} (${name})`,
    description: `${area.description} Rate how much you would enjoy each one; experience and skill do not matter here.`,
    questions: area.activities.map((text) => ({
      text,
      type: 'RATING',
      options: [...RESPONSE_SCALES.interest],
      traitType: name,
    })),
  };
}

const template = PROMPT_TEMPLATES['career-report'];

export const careerInterestProfiler: ProfilerDraft = {
  seedKey: 'demo-career-interest',
  title: 'Career Interest Profiler',
  description:
    'Find out which kinds of work energise you across the six Holland interest areas, and get career directions that fit.',
  assessmentDescription: `People are happiest and most persistent in work that matches their interests. This profiler asks how much you would enjoy 36 everyday activities, from repairing an engine to pitching an idea, and maps your answers onto the six interest areas of John Holland's RIASEC model: Realistic, Investigative, Artistic, Social, Enterprising and Conventional.

There are no right or wrong answers and no trick questions. Rate each activity by how much you would enjoy it, not by whether you have done it or would be good at it.

Your results show a score for each area, your three-letter Holland code, and a personal report with career directions and next steps that suit your interests, education and experience.`,
  isFree: false,
  price: 499,
  currency: 'INR',
  targeting: {
    targetEducationLevels: ['high-school', 'associate', 'bachelor', 'master'],
    targetExperienceLevels: ['student', 'entry', 'mid'],
    targetSkills: ['Problem Solving', 'Communication', 'Data Analysis'],
    targetInterests: ['Technology', 'Healthcare', 'Education', 'Design', 'Engineering', 'Finance'],
    minAge: 14,
    priority: 80,
  },
  categories: AREAS.map(areaCategory),
  prompt: { promptText: template.template, systemPrompt: template.systemPrompt },
};
