import { Printer } from 'lucide-react';
import { useT } from '#client/lib/i18n.tsx';
import { Button } from './button.tsx';

/** Print my plan: the browser's print dialog (and its Save as PDF); styles.css has the print rules. */
export function PrintButton() {
  const t = useT();
  return (
    <Button variant="outline" size="sm" onClick={() => window.print()}>
      <Printer aria-hidden />
      {t('common.printPlan')}
    </Button>
  );
}
