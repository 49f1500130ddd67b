export { OutcomesPage } from './outcomes-page.tsx';
export { OutcomeHistoryPage } from './outcome-history.tsx';
export { JoinPage } from './join-page.tsx';
export { SharedOutcomePage } from './shared-outcome-page.tsx';
