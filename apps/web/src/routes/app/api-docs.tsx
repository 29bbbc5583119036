import { createFileRoute } from '@tanstack/react-router';
import { ApiDocsPage } from '../../features/api-docs/components/api-docs-page';
import { parseDocsSearch } from '../../features/api-docs/hooks/docs-sections';
import { useCanonicalSearch } from '../../lib/canonical-search';

export const Route = createFileRoute('/app/api-docs')({
  validateSearch: parseDocsSearch,
  component: ApiDocsRoute,
});

function ApiDocsRoute() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  useCanonicalSearch(parseDocsSearch, (canonical) => void navigate({ search: canonical, replace: true }));
  return <ApiDocsPage section={section} onSectionChange={(next) => void navigate({ search: { section: next } })} />;
}
