import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { ADMIN_PAGE_SIZE_MAX } from '@cdm/contracts';

/** ?page=&pageSize= of every staff list. */
export class PageQueryDto {
  @Type(() => Number)
  @Max(100_000, { message: 'Página no válida' })
  @Min(1, { message: 'Página no válida' })
  @IsInt({ message: 'Página no válida' })
  page = 1;

  @Type(() => Number)
  @Max(ADMIN_PAGE_SIZE_MAX, { message: `Máximo ${ADMIN_PAGE_SIZE_MAX} por página` })
  @Min(1, { message: 'Tamaño de página no válido' })
  @IsInt({ message: 'Tamaño de página no válido' })
  pageSize = 25;
}
