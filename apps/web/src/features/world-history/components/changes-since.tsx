import type { FieldChange, WorldDiff } from '@worldloom/contracts';
import { useId } from 'react';
import { changeView, diffCounts, diffSections, fieldLabel, type NameIndex, worldChanges } from '../hooks/diff-view';
import { LoadFailure } from './load-failure';
import styles from './world-history.module.css';

interface ChangesSinceProps {
  /** False at now: there is nothing to compare. */
  readonly comparing: boolean;
  readonly diff: WorldDiff | undefined;
  readonly names: NameIndex;
  readonly loading: boolean;
  readonly updating: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/** From the point to now: entities added and removed since, and each changed field before → after. */
export function ChangesSince({ comparing, diff, names, loading, updating, failed, onRetry }: ChangesSinceProps) {
  const titleId = useId();
  return (
    <section className={`card ${styles.pane}`} aria-labelledby={titleId} aria-busy={comparing && (loading || updating)} data-testid="changes-since">
      <div className={styles.paneTop}>
        <div>
          <p className={styles.eyebrow}>Compared with now</p>
          <h3 id={titleId} className={styles.cardTitle}>
            What changed since
          </h3>
        </div>
      </div>
      {!comparing ? (
        <p className={styles.muted}>This is the world as it is now: move the scrubber back to see what changed since.</p>
      ) : failed ? (
        <LoadFailure message="Failed to compare this point with now." onRetry={onRetry} />
      ) : loading || !diff ? (
        <p role="status" className="status-text">
          Comparing with now...
        </p>
      ) : (
        <DiffBody diff={diff} names={names} updating={updating} />
      )}
    </section>
  );
}

function DiffBody({ diff, names, updating }: { diff: WorldDiff; names: NameIndex; updating: boolean }) {
  const counts = diffCounts(diff);
  const sections = diffSections(diff);
  const world = worldChanges(diff);
  if (sections.length === 0 && world.length === 0) {
    return <p className={styles.muted}>Nothing has changed since this point.</p>;
  }
  return (
    <div className={styles.paneBody} data-updating={updating}>
      <ul className={styles.diffCounts} aria-label="Changes in all">
        <li data-change="added">{counts.added} added</li>
        <li data-change="removed">{counts.removed} removed</li>
        <li data-change="changed">{counts.changed} changed</li>
      </ul>
      {world.length > 0 && (
        <div className={styles.diffSection}>
          <h4 className={styles.diffSectionTitle}>World</h4>
          <FieldChanges changes={world} names={names} />
        </div>
      )}
      {sections.map((section) => (
        <div key={section.key} className={styles.diffSection} data-testid={`diff-${section.key}`}>
          <h4 className={styles.diffSectionTitle}>{section.title}</h4>
          <ul className={styles.diffItems} aria-label={`${section.title} changed since`}>
            {section.added.map((item) => (
              <li key={item.id} className={styles.diffItem} data-change="added">
                <span className={`badge ${styles.markBadge}`}>Added</span>
                <span className={styles.entityName}>{item.name}</span>
              </li>
            ))}
            {section.removed.map((item) => (
              <li key={item.id} className={styles.diffItem} data-change="removed">
                <span className={`badge ${styles.markBadge}`}>Removed</span>
                <span className={styles.entityName}>{item.name}</span>
              </li>
            ))}
            {section.changed.map((item) => (
              <li key={item.id} className={styles.diffItem} data-change="changed">
                <div className={styles.diffItemTop}>
                  <span className={`badge ${styles.markBadge}`}>Changed</span>
                  <span className={styles.entityName}>{item.name}</span>
                </div>
                <FieldChanges changes={item.changes} names={names} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Each field's value then and now, struck through and inserted; a list, as the entries it gained and lost. */
function FieldChanges({ changes, names }: { changes: readonly FieldChange[]; names: NameIndex }) {
  return (
    <dl className={styles.fields}>
      {changes.map((change) => {
        const view = changeView(change, names);
        return (
          <div key={change.field} className={styles.field} data-field={change.field}>
            <dt>{fieldLabel(change.field)}</dt>
            {view.kind === 'value' ? (
              <dd className={styles.fieldValues}>
                <del>
                  <span className="visually-hidden">was </span>
                  {view.before}
                </del>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
                <ins>
                  <span className="visually-hidden">now </span>
                  {view.after}
                </ins>
              </dd>
            ) : (
              <dd>
                <ul className={styles.listChanges}>
                  {view.added.map((text, index) => (
                    <li key={`added-${index}`}>
                      <ins>
                        <span className="visually-hidden">gained </span>
                        {text}
                      </ins>
                    </li>
                  ))}
                  {view.removed.map((text, index) => (
                    <li key={`removed-${index}`}>
                      <del>
                        <span className="visually-hidden">lost </span>
                        {text}
                      </del>
                    </li>
                  ))}
                </ul>
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
