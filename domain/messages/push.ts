/** Web Push: 'Avisos en este teléfono' on the profile, and what the service worker shows. */
export const endpointInvalid = 'Este navegador no dio una dirección de avisos válida.';
export const subscribed = 'Avisos activados en este teléfono.';
