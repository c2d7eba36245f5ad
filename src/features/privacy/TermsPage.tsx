/** /terminos: the 'Términos y condiciones' (docs/product.md, "Screens"). */
import { termsOfUse } from '../../../domain/legal';
import { DATA_CONTROLLER } from './controller';
import { LegalArticle } from './LegalArticle';

export default function TermsPage() {
  return <LegalArticle page={termsOfUse(DATA_CONTROLLER)} />;
}
