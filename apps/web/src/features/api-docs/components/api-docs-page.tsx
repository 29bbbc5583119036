import { type ComponentType, useCallback, useEffect, useRef } from 'react';
import { ArrowLeftIcon, ArrowRightIcon, ExternalLinkIcon } from '../../../components/icons';
import { API_VERSION, DOC_SECTIONS, type DocSectionId, sectionIndex } from '../hooks/docs-sections';
import { useArrowKeySections } from '../hooks/use-arrow-key-sections';
import styles from './api-docs.module.css';
import { AuthenticationSection } from './sections/authentication-section';
import { BestPracticesSection } from './sections/best-practices-section';
import { CharactersSection } from './sections/characters-section';
import { EventsSection } from './sections/events-section';
import { FactionsSection } from './sections/factions-section';
import { HowItWorksSection } from './sections/how-it-works-section';
import { LocationsSection } from './sections/locations-section';
import { OverviewSection } from './sections/overview-section';
import { QuickStartSection } from './sections/quick-start-section';
import { WorldsSection } from './sections/worlds-section';

const SECTION_CONTENT: Record<DocSectionId, ComponentType> = {
  overview: OverviewSection,
  'how-it-works': HowItWorksSection,
  authentication: AuthenticationSection,
  'quick-start': QuickStartSection,
  worlds: WorldsSection,
  characters: CharactersSection,
  locations: LocationsSection,
  factions: FactionsSection,
  events: EventsSection,
  'best-practices': BestPracticesSection,
};

interface ApiDocsPageProps {
  readonly section: DocSectionId | undefined;
  readonly onSectionChange: (section: DocSectionId) => void;
}

export function ApiDocsPage({ section, onSectionChange }: ApiDocsPageProps) {
  const index = sectionIndex(section);
  const current = DOC_SECTIONS[index] ?? DOC_SECTIONS[0];
  const Content = SECTION_CONTENT[current.id];
  const previous = DOC_SECTIONS[index - 1];
  const next = DOC_SECTIONS[index + 1];

  const goTo = useCallback(
    (target: DocSectionId) => {
      onSectionChange(target);
      window.scrollTo({ top: 0 });
    },
    [onSectionChange],
  );
  const step = useCallback(
    (delta: -1 | 1) => {
      const target = DOC_SECTIONS[index + delta];
      if (target) goTo(target.id);
    },
    [index, goTo],
  );
  useArrowKeySections(step);

  // On small screens the sidebar is a horizontal strip: keep the current section in sight.
  const sidebar = useRef<HTMLOListElement>(null);
  useEffect(() => {
    sidebar.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current.id]);

  return (
    <div className={styles.page}>
      <header className="page-header">
        <div>
          <h1 className="page-title">
            API Documentation <span className={styles.version}>{API_VERSION}</span>
          </h1>
          <p className="page-subtitle">The public REST API of Worldloom. Use ← and → to move between sections.</p>
        </div>
        <div className={styles.referenceLinks}>
          <a href="/api/docs" target="_blank" rel="noreferrer" className="btn btn-secondary btn-small">
            Swagger UI
            <ExternalLinkIcon width={16} height={16} />
          </a>
          <a href="/api/openapi.json" target="_blank" rel="noreferrer" className="btn btn-secondary btn-small">
            OpenAPI JSON
            <ExternalLinkIcon width={16} height={16} />
          </a>
        </div>
      </header>
      <div className={styles.layout}>
        <nav className={styles.sidebar} aria-label="Documentation sections">
          <ol className={styles.sidebarList} ref={sidebar}>
            {DOC_SECTIONS.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.sidebarItem}
                  aria-current={item.id === current.id ? 'page' : undefined}
                  onClick={() => goTo(item.id)}
                >
                  {item.title}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <article className={`card ${styles.content}`} aria-labelledby="docs-section-title" data-section={current.id}>
          <h2 id="docs-section-title" className={styles.sectionTitle}>
            {current.title}
          </h2>
          <Content />
          <footer className={styles.stepper}>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              disabled={!previous}
              onClick={() => previous && goTo(previous.id)}
              aria-label={previous ? `Previous: ${previous.title}` : 'Previous'}
            >
              <ArrowLeftIcon width={16} height={16} />
              Previous
            </button>
            <ol className={styles.dots} aria-label="Sections">
              {DOC_SECTIONS.map((item, dotIndex) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={`Section ${dotIndex + 1}: ${item.title}`}
                    aria-current={item.id === current.id ? 'step' : undefined}
                    onClick={() => goTo(item.id)}
                  />
                </li>
              ))}
            </ol>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              disabled={!next}
              onClick={() => next && goTo(next.id)}
              aria-label={next ? `Next: ${next.title}` : 'Next'}
            >
              Next
              <ArrowRightIcon width={16} height={16} />
            </button>
          </footer>
        </article>
      </div>
    </div>
  );
}
