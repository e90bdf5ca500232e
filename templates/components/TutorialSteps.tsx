import type { tutorialPage } from '../../src/routes/selections/pages/tutorialPage.ts';
import { useSite } from '../context.ts';

/** A tutorial's numbered steps, each with its paragraphs and tips; each step can be linked to (#step-N). */
export function TutorialSteps({ steps }: { steps: ReturnType<typeof tutorialPage>['steps'] }) {
  const { ui } = useSite().model;
  return (
    <ol className="steps">
      {steps.map((step, i) => (
        <li key={step.title} id={`step-${i + 1}`} className="step">
          <h3>{step.title}</h3>
          <p>{step.description}</p>
          {step.content.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {step.tips.length > 0 && (
            <div className="tip">
              {step.tips.map((tip) => (
                <p key={tip}>
                  <strong>{ui.labels.tip}</strong> {tip}
                </p>
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
