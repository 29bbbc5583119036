import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveTextFile } from '../../../lib/save-file';
import { trpc } from '../../../lib/trpc';

const NDJSON_TYPE = 'application/x-ndjson';

/** Asks for a fresh export each time (never cached: it can be large) and saves it; resolves with the file's name. */
export function useExportWorld(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const file = await queryClient.fetchQuery({ ...trpc.audit.export.queryOptions({ worldId }), staleTime: 0, gcTime: 0 });
      saveTextFile(file.file_name, file.ndjson, NDJSON_TYPE);
      return file.file_name;
    },
  });
}
