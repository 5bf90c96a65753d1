import { useState } from 'react';
import { Button, type ButtonProps } from '@/ui/button';
import { sectionTexts as t } from '../texts';
import { UnitSelectionDialog } from './unit-selection-dialog';

/** Opens the interactive unit map (investor-portal.md §2.4 units tab, §2.5); the dialog loads with the first opening. */
export function UnitMapButton({ size = 'lg', variant, className }: Pick<ButtonProps, 'size' | 'variant' | 'className'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} className={className} onClick={() => setOpen(true)}>
        {t.openMap}
      </Button>
      <UnitSelectionDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
