import { Button } from '@/ui/button';
import { flowTexts } from '../texts';

/** An error of one screen; what was chosen stays on screen around it. */
export type FlowProblem = { message: string; details?: string[]; unitTaken?: boolean };

export function StepProblem({ problem, onChooseAnotherUnit }: { problem: FlowProblem; onChooseAnotherUnit?: () => void }) {
  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-race-400/50 bg-race-500/10 px-4 py-3 text-sm text-race-300">
      <p className="font-semibold">{problem.message}</p>
      {problem.details && problem.details.length > 0 ? (
        <ul className="list-disc pl-5">
          {problem.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      {problem.unitTaken && onChooseAnotherUnit ? (
        <div>
          <Button variant="outline" onClick={onChooseAnotherUnit}>
            {flowTexts.chooseAnotherUnit}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
