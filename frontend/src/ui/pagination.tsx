import { Button } from './button';

export type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  label?: string;
};

export function Pagination({ page, pageCount, onPageChange, disabled = false, label = 'Paginación' }: PaginationProps) {
  const lastPage = Math.max(1, pageCount);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" onClick={() => onPageChange(page - 1)} disabled={disabled || page <= 1}>
        Anterior
      </Button>
      <p className="text-sm text-zinc-300" aria-live="polite">
        Página {page} de {lastPage}
      </p>
      <Button variant="outline" onClick={() => onPageChange(page + 1)} disabled={disabled || page >= lastPage}>
        Siguiente
      </Button>
    </nav>
  );
}
