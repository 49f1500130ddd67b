/** What becomes the tactic: a prefilled title and, for a resource, its link and id. */
export interface PlanSource {
  /** What the source is called, for the button's accessible name. */
  name: string;
  title: string;
  link?: string;
  resourceId?: string;
  effort?: number;
  impact?: number;
}
