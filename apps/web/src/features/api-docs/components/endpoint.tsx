import type { ReactNode } from 'react';
import styles from './api-docs.module.css';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface EndpointProps {
  readonly method: HttpMethod;
  readonly path: string;
  readonly children: ReactNode;
}

/** One operation of the REST API: its method and path as a heading, then what it does. */
export function Endpoint({ method, path, children }: EndpointProps) {
  return (
    <section className={styles.endpoint}>
      <h3 className={styles.endpointTitle}>
        <span className={styles.method} data-method={method}>
          {method}
        </span>
        <code>{path}</code>
      </h3>
      {children}
    </section>
  );
}

export interface Field {
  readonly name: string;
  readonly type: string;
  readonly required?: boolean;
  readonly description: ReactNode;
}

export function FieldTable({ fields, caption }: { fields: readonly Field[]; caption: string }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.fields}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <td>
                <code>{field.name}</code>
                {field.required && <span className={styles.required}> required</span>}
              </td>
              <td>
                <code className={styles.type}>{field.type}</code>
              </td>
              <td>{field.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
