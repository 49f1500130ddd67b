import { Printer } from 'lucide-react';
import { Button } from './button.tsx';

/** Print my plan: the browser's print dialog (and its Save as PDF); styles.css has the print rules. */
export function PrintButton() {
  return (
    <Button variant="outline" size="sm" onClick={() => window.print()}>
      <Printer aria-hidden />
      Print my plan
    </Button>
  );
}
