import type { Assessment } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Spec §9: at most 3 skills and 3 interests are shown as chips; the rest are counted. */
export const MAX_TAG_CHIPS = 3;

type TargetingChipsProps = Pick<
  Assessment,
  'targetEducationLevels' | 'targetExperienceLevels' | 'targetSkills' | 'targetInterests'
>;

/** Who the profiler is aimed at: education, experience, then the first skills and interests. */
export function TargetingChips({
  targetEducationLevels,
  targetExperienceLevels,
  targetSkills,
  targetInterests,
}: TargetingChipsProps) {
  const { t } = useTranslation();
  const hidden =
    Math.max(0, targetSkills.length - MAX_TAG_CHIPS) + Math.max(0, targetInterests.length - MAX_TAG_CHIPS);
  const isEmpty =
    targetEducationLevels.length +
      targetExperienceLevels.length +
      targetSkills.length +
      targetInterests.length ===
    0;

  if (isEmpty) return <p className="text-xs text-slate-400">{t('assessments.card.noTargeting')}</p>;

  return (
    <ul
      className="flex flex-wrap gap-1.5"
      aria-label={t('assessments.card.targeting')}
      data-testid="targeting-chips"
    >
      {targetEducationLevels.map((level) => (
        <li key={`education-${level}`}>
          <Badge tone="brand">{t(`assessments.levels.education.${level}`, { defaultValue: level })}</Badge>
        </li>
      ))}
      {targetExperienceLevels.map((level) => (
        <li key={`experience-${level}`}>
          <Badge tone="success">{t(`assessments.levels.experience.${level}`, { defaultValue: level })}</Badge>
        </li>
      ))}
      {targetSkills.slice(0, MAX_TAG_CHIPS).map((skill) => (
        <li key={`skill-${skill}`}>
          <Badge>{skill}</Badge>
        </li>
      ))}
      {targetInterests.slice(0, MAX_TAG_CHIPS).map((interest) => (
        <li key={`interest-${interest}`}>
          <Badge tone="warning">{interest}</Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge className="bg-white">{t('assessments.card.moreTags', { count: hidden })}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
