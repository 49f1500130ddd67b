export { TodayPage } from './today-page.tsx';
