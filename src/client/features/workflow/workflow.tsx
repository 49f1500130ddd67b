import { useLocation } from 'wouter';

/** Placeholder until the goal workflow lands. */
export const WORKFLOW_PATHS = ['/', '/goals', '/tactics', '/evaluate', '/summary', '/action-plan'];

export function Workflow() {
  const [location] = useLocation();
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Goal workflow</h1>
      <p className="text-muted-foreground">Step for {location}</p>
    </main>
  );
}
