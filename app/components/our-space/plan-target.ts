/** What "Plan it" plans: its own module, so the control and its lazily loaded sheet do not import each other. */
export interface PlanTarget {
  /** The plan's item key (plans.ts): "position:…", "desire:…", "bucket:{list}:…". */
  item: string;
  label: string;
}
