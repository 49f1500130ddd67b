import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CategoryPage, ExploreGrid } from './index.ts';
import {
  ACTION_LABELS,
  CATEGORIES,
  GROUP_LABELS,
  RESOURCE_FILTERS,
  RESOURCE_TYPES,
  getCategory,
} from './resources.ts';

/** The same two routes the app's router declares, over an in-memory location. */
function renderAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  render(
    <Router hook={memory.hook}>
      <Switch>
        <Route path="/explore" component={ExploreGrid} />
        <Route path="/explore/:categoryId">
          {(params) => <CategoryPage categoryId={params.categoryId} />}
        </Route>
      </Switch>
    </Router>,
  );
  return { memory, user };
}

const h1 = () => screen.getByRole('heading', { level: 1 });
/** Headings of the resources the chips filter, leaving out the 'Tactic ideas' section after them. */
const resourceHeadings = (level: 2 | 3) =>
  screen
    .queryAllByRole('heading', { level })
    .filter((heading) => !heading.closest('[data-section="tactic-ideas"]'));
const groupHeadings = () => resourceHeadings(2).map((heading) => heading.textContent);
const cardTitles = () => resourceHeadings(3);
const chip = (label: string) => screen.getByRole('button', { name: label });
const sleep = getCategory('better-sleep')!;

describe('Explore grid', () => {
  it('shows the title and one link per category to its page', () => {
    renderAt('/explore');
    expect(h1()).toHaveTextContent('Explore Goals');
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(10);
    links.forEach((link, index) => {
      const category = CATEGORIES[index]!;
      expect(link).toHaveAccessibleName(category.label);
      expect(link).toHaveAttribute('href', `/explore/${category.id}`);
      expect(link).toHaveAccessibleDescription(category.summary);
    });
  });

  it('opens a category when its card is chosen', async () => {
    const { memory, user } = renderAt('/explore');
    await user.click(screen.getByRole('link', { name: 'Reduce stress & anxiety' }));
    expect(memory.history.at(-1)).toBe('/explore/reduce-stress');
    expect(h1()).toHaveTextContent('Reduce stress & anxiety');
  });
});

describe('Category page', () => {
  it("shows the category's heading and the filter chips, with 'All' pressed", () => {
    renderAt('/explore/better-sleep');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1()).toHaveTextContent('Better sleep');
    const group = screen.getByRole('group', { name: /filter/i });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(RESOURCE_FILTERS.map((filter) => filter.label));
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    for (const filter of RESOURCE_FILTERS.slice(1))
      expect(chip(filter.label)).toHaveAttribute('aria-pressed', 'false');
  });

  it("'All' shows every group under its own heading, with every card", () => {
    renderAt('/explore/better-sleep');
    expect(groupHeadings()).toEqual(['Expert Advice', 'Videos', 'Articles', 'Tools', 'Podcasts']);
    expect(cardTitles()).toHaveLength(17);
    for (const expert of sleep.resources.experts) {
      expect(screen.getByRole('heading', { level: 3, name: expert.name })).toBeInTheDocument();
    }
  });

  it.each(RESOURCE_TYPES)(
    'the %s chip shows only that group, and is the one pressed',
    async (type) => {
      const { user } = renderAt('/explore/better-sleep');
      const label = GROUP_LABELS[type];
      await user.click(chip(label));

      expect(chip(label)).toHaveAttribute('aria-pressed', 'true');
      for (const other of RESOURCE_FILTERS.filter((filter) => filter.label !== label)) {
        expect(chip(other.label)).toHaveAttribute('aria-pressed', 'false');
      }
      expect(groupHeadings()).toEqual([label]);
      expect(cardTitles()).toHaveLength(sleep.resources[type].length);
      const actions = screen.getAllByRole('link', { name: /opens in a new tab/ });
      expect(actions).toHaveLength(sleep.resources[type].length);
      for (const action of actions) expect(action).toHaveTextContent(ACTION_LABELS[type]);
      expect(screen.getByRole('status')).toHaveTextContent(
        `Showing ${sleep.resources[type].length} resources`,
      );
    },
  );

  it("pressing 'All' again brings every group back", async () => {
    const { user } = renderAt('/explore/healthy-eating');
    await user.click(chip('Podcasts'));
    expect(groupHeadings()).toEqual(['Podcasts']);
    await user.click(chip('All'));
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(groupHeadings()).toHaveLength(5);
    expect(cardTitles()).toHaveLength(5);
  });

  it('starts again at All when another category opens', async () => {
    const { memory, user } = renderAt('/explore/better-sleep');
    await user.click(chip('Videos'));
    act(() => memory.navigate('/explore/parenting'));
    expect(h1()).toHaveTextContent('Parenting');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(groupHeadings()).toHaveLength(5);
  });

  it('shows every field of each card type', () => {
    renderAt('/explore/better-sleep');
    const [expert] = sleep.resources.experts;
    const [video] = sleep.resources.videos;
    const [article] = sleep.resources.articles;
    const [tool] = sleep.resources.tools;
    const [podcast] = sleep.resources.podcasts;
    const card = (name: string) =>
      screen.getByRole('heading', { level: 3, name }).closest('article')!;

    const expertCard = within(card(expert!.name));
    expect(expertCard.getByText(expert!.title)).toBeInTheDocument();
    expect(expertCard.getByText(expert!.description)).toBeInTheDocument();

    const videoCard = within(card(video!.title));
    for (const text of [video!.author, video!.platform, video!.duration]) {
      expect(videoCard.getByText(text)).toBeInTheDocument();
    }

    const articleCard = within(card(article!.title));
    expect(articleCard.getByText(article!.source)).toBeInTheDocument();
    expect(articleCard.getByText(article!.readTime)).toBeInTheDocument();

    expect(within(card(tool!.name)).getByText(tool!.description)).toBeInTheDocument();

    const podcastCard = within(card(podcast!.name));
    expect(podcastCard.getByText(`Hosted by ${podcast!.host}`)).toBeInTheDocument();
    expect(podcastCard.getByText(podcast!.description)).toBeInTheDocument();
  });

  it('gives each card one action that opens its resource safely in a new tab', () => {
    renderAt('/explore/better-sleep');
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(17);
    for (const article of articles) {
      const links = within(article).getAllByRole('link');
      expect(links).toHaveLength(1);
      const [link] = links;
      const title = within(article).getByRole('heading', { level: 3 }).textContent;
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link?.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAccessibleName(`${link?.textContent}: ${title} (opens in a new tab)`);
    }
    const watch = screen.getByRole('link', {
      name: 'Watch: Sleep is your superpower (opens in a new tab)',
    });
    expect(watch).toHaveAttribute(
      'href',
      'https://www.ted.com/talks/matt_walker_sleep_is_your_superpower',
    );
    expect(screen.getAllByRole('link', { name: /^Visit Profile: / })).toHaveLength(5);
    expect(screen.getAllByRole('link', { name: /^Read: / })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /^Try Now: / })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /^Listen: / })).toHaveLength(3);
  });

  it('draws every card and category with our own bundled, decorative illustrations', () => {
    renderAt('/explore/better-sleep');
    // No picture is fetched: no <img> at all, and every drawing is hidden from screen readers.
    expect(document.querySelectorAll('img')).toHaveLength(0);
    const drawings = document.querySelectorAll('svg[data-illustration]');
    // The category's drawing and one per card: 5 experts and 3 of each other type.
    expect(drawings).toHaveLength(1 + 17);
    for (const drawing of drawings) {
      expect(drawing).toHaveAttribute('aria-hidden', 'true');
      expect(drawing.innerHTML).not.toMatch(/href|url\(|<image|<text/i);
    }
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('keeps headings in order: one h1, then h2 groups, then h3 cards', () => {
    renderAt('/explore/relationships');
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('Back to Categories returns to the grid', async () => {
    const { memory, user } = renderAt('/explore/parenting');
    await user.click(screen.getByRole('button', { name: 'Back to Categories' }));
    expect(memory.history.at(-1)).toBe('/explore');
    expect(h1()).toHaveTextContent('Explore Goals');
  });
});

describe('Unknown category', () => {
  it('says the category was not found and offers the way back', async () => {
    const { memory, user } = renderAt('/explore/not-a-category');
    expect(h1()).toHaveTextContent('Category Not Found');
    expect(screen.getByText("The category you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /filter/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Categories' }));
    expect(memory.history.at(-1)).toBe('/explore');
    expect(screen.getAllByRole('link')).toHaveLength(10);
  });
});
