import type { EmbedCodeResponse } from '@botlens/contracts';
import { ListOrdered } from 'lucide-react';
import { SectionCard } from './section-card';

type InstallStep = { title: string; detail: string };

function installSteps(instructions: EmbedCodeResponse['instructions']): InstallStep[] {
  return [
    {
      title: 'Copy the tracking code',
      detail: 'Use Copy Code below, or download the code as a file to hand to your developer.',
    },
    {
      title: 'Add it to every page of your website',
      detail: instructions.placement || 'Paste the code right after the opening <body> tag of every page.',
    },
    {
      title: 'Verify the installation',
      detail: instructions.verification || 'Open a page of your website, then press Test Now below.',
    },
  ];
}

/** The three-step install guide; the server's instructions fill in the placement and verification steps. */
export function InstallGuide({ instructions }: { instructions: EmbedCodeResponse['instructions'] }) {
  return (
    <SectionCard title="Installation Guide" icon={ListOrdered}>
      <ol className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {installSteps(instructions).map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-lg border bg-slate-50 p-4">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-600 text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0 space-y-1">
              <p className="font-medium text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </p>
              <p className="text-sm break-words text-slate-600">{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
