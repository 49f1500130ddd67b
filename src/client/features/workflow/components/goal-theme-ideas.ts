/**
 * The goal themes' ideas with their words (the `themeIdeas` area): one chunk, loaded by
 * use-goal-ideas.ts only once a goal's title names a theme.
 */
import 'virtual:messages/themeIdeas';

export { THEME_IDEAS } from '#shared/theme-ideas';
