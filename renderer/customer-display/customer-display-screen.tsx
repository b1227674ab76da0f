import { languages } from '../i18n/languages';
import { resources } from '../i18n/resources';
import './customer-display.css';

/**
 * What the customer sees between sales. The window has no bridge (main/app/windows), so it
 * holds nothing of the cashier's: a greeting in every language at once, Japanese first and largest.
 */
export function CustomerDisplayScreen() {
  return (
    <main className="customer-display">
      {languages.map((language, index) => {
        const Heading = index === 0 ? 'h1' : 'h2';
        return (
          <section
            key={language}
            lang={language}
            className={`customer-display__greeting customer-display__greeting--${index === 0 ? 'first' : 'other'}`}
          >
            <Heading className="customer-display__welcome">
              {resources[language].customerDisplay.welcome}
            </Heading>
          </section>
        );
      })}
    </main>
  );
}
