export { CategoryPage } from './components/category-page.tsx';
export { ExploreGrid } from './components/explore-grid.tsx';
