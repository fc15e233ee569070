import { useTranslation } from 'react-i18next';

/** A plan feature by its name in the user's language ('Prompts'), its key ('build.content.prompts') small beneath. */
export function FeatureName({ feature }: { feature: string }) {
  const { t } = useTranslation('plans');
  return (
    <>
      {t(`featureNames.${feature}`, { defaultValue: feature })}
      <code className="plan-feature-key" aria-hidden>
        {feature}
      </code>
    </>
  );
}
