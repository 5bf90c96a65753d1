import { usePublicSettings } from '../api/get-public-settings';
import { formatWholePesos } from '../utils/format-pesos';

/** The live deposit to request access, as '$10,000 MXN'; null while loading or when it cannot be read. */
export function useApplicationDeposit(): { isLoading: boolean; amount: string | null } {
  const { data, isPending } = usePublicSettings();
  return { isLoading: isPending, amount: data ? formatWholePesos(data.applicationDepositCentavos) : null };
}
