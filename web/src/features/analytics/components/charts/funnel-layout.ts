/** Room for one profiler's group of bars in the funnel chart (apart from it, so its panel can size it). */
export const FUNNEL_ROW_HEIGHT = 56;
