export { OutcomesPage } from './outcomes-page.tsx';
export { OutcomeHistoryPage } from './outcome-history.tsx';
