/**
 * Every word the capture flow shows or announces, per locale. Components and the controller take their
 * text from here only, so a locale is one object, and `satisfies Messages` makes a missing key fail the
 * build. Records keyed by the API's codes (actions, hints, problems) fail the build when the API adds one.
 */
import type {
  CaptureDocumentType,
  DocumentProblem,
  DocumentSide,
  FrameHint,
  LivenessAction,
} from '@verity/client/public';
import type { CameraProblem } from './camera.js';
import type { ApiProblem } from './errors.js';

export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];

/** A heading and what to do about it. */
export interface Explained {
  heading: string;
  body: string;
}

export interface Messages {
  /** The flow's accessible name. */
  label: string;
  cancel: string;
  retry: string;
  loading: string;
  intro: {
    heading: string;
    document: string;
    liveness: string;
    camera: string;
    begin: string;
  };
  documents: Record<CaptureDocumentType, string>;
  sides: Record<DocumentSide, string>;
  /** "Front of your national ID card"; a one-sided document is just "your passport". */
  documentHeading(side: DocumentSide, document: string, sides: number): string;
  sideOf(index: number, count: number): string;
  documentGuide: string;
  takePhoto: string;
  uploadingPhoto: string;
  photoAccepted(side: string): string;
  rejectedHeading: string;
  problems: Record<DocumentProblem, string>;
  retake: string;
  fileHeading(side: string, document: string): string;
  fileBody: string;
  fileLabel: string;
  selfie: {
    heading: string;
    body: string;
    start: string;
    neutral: string;
    sending: string;
  };
  actions: Record<LivenessAction, string>;
  stepOf(index: number, count: number): string;
  hints: Record<FrameHint, string>;
  camera: Record<CameraProblem, Explained>;
  useUpload: string;
  selfieNeedsCamera: string;
  checking: Explained;
  approved: Explained;
  declined: { heading: string; retryBody(attemptsLeft: number): string; finalBody: string; tryAgain: string };
  errors: Record<ApiProblem, Explained>;
  cancelled: Explained;
}

export const en = {
  label: 'Identity check',
  cancel: 'Cancel',
  retry: 'Try again',
  loading: 'Getting ready…',
  intro: {
    heading: 'Verify your identity',
    document: 'You will take a photo of your identity document.',
    liveness: 'You will take a short selfie and follow a few simple movements.',
    camera: 'Your browser will ask to use your camera. Please allow it.',
    begin: 'Start',
  },
  documents: {
    national_id: 'national ID card',
    passport: 'passport',
    drivers_license: 'driving licence',
    voters_card: 'voter’s card',
  },
  sides: { front: 'front', back: 'back' },
  documentHeading: (side, document, sides) =>
    sides > 1 ? `${side === 'front' ? 'Front' : 'Back'} of your ${document}` : `Your ${document}`,
  sideOf: (index, count) => `Side ${index} of ${count}`,
  documentGuide:
    'Place the document inside the frame, on a dark surface, in good light. Hold still: the photo is taken by itself when it is sharp, or press Take photo.',
  takePhoto: 'Take photo',
  uploadingPhoto: 'Sending the photo…',
  photoAccepted: (side) => `Photo of the ${side} accepted.`,
  rejectedHeading: 'Please take the photo again',
  problems: {
    blurry: 'The photo is blurred. Hold the phone still and let it focus.',
    glare: 'Light is reflecting on the document. Tilt it away from the light.',
    too_dark: 'The photo is too dark. Move somewhere brighter.',
    cropped: 'Part of the document is cut off. Keep all four corners inside the frame.',
    no_face: 'We cannot see the portrait. Photograph the side with your photo.',
  },
  retake: 'Take it again',
  fileHeading: (side, document) => `Upload a photo of the ${side} of your ${document}`,
  fileBody: 'Choose a clear photo (JPEG or PNG) showing the whole document.',
  fileLabel: 'Photo of the document',
  selfie: {
    heading: 'Take a selfie',
    body: 'Centre your face in the oval, remove glasses and hats, and make sure your face is well lit. Then follow the instructions.',
    start: 'I am ready',
    neutral: 'Look straight at the camera',
    sending: 'Sending…',
  },
  actions: {
    turn_left: 'Turn your head to the left',
    turn_right: 'Turn your head to the right',
    look_up: 'Look up',
    look_down: 'Look down',
    blink: 'Blink',
  },
  stepOf: (index, count) => `Step ${index} of ${count}`,
  hints: {
    no_face: 'We can’t see your face',
    several_faces: 'Only you should be in the picture',
    too_far: 'Move closer to the camera',
    too_dark: 'It is too dark: move somewhere brighter',
  },
  camera: {
    insecure_context: {
      heading: 'The camera is not available on this page',
      body: 'Browsers only allow the camera on secure (https) pages. Open the link you were sent again.',
    },
    camera_unsupported: {
      heading: 'This browser cannot use the camera',
      body: 'Open the link in an up-to-date browser such as Chrome, Safari or Firefox.',
    },
    camera_denied: {
      heading: 'Allow the camera',
      body: 'The camera is blocked. Open your browser’s site settings (the icon beside the address), set Camera to Allow, then press Try again. In an app, allow the camera for the app in your phone’s settings.',
    },
    camera_not_found: {
      heading: 'No camera found',
      body: 'We could not find a camera on this device. Connect one and try again, or continue on a phone.',
    },
    camera_in_use: {
      heading: 'The camera is busy',
      body: 'Another app or tab is using the camera. Close it, then press Try again.',
    },
    camera_failed: {
      heading: 'The camera did not start',
      body: 'Something went wrong with the camera. Press Try again, or restart your browser.',
    },
  },
  useUpload: 'Upload a photo instead',
  selfieNeedsCamera: 'The selfie needs a camera: open the link on a phone to finish.',
  checking: {
    heading: 'Checking your photos',
    body: 'This takes a few seconds. Please keep this page open.',
  },
  approved: { heading: 'You are done', body: 'Thank you. Your identity check is complete.' },
  declined: {
    heading: 'We could not verify you',
    retryBody: (left) =>
      `Make sure you are in good light and follow each instruction. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
    finalBody: 'You have no attempts left. Please contact the company that sent you the link.',
    tryAgain: 'Try again',
  },
  errors: {
    session_invalid: {
      heading: 'This link has expired',
      body: 'The link is invalid or has expired. Ask the company that sent it for a new one.',
    },
    attempts_spent: {
      heading: 'No attempts left',
      body: 'This link has been used for all its attempts. Ask the company that sent it for a new one.',
    },
    network_error: {
      heading: 'You seem to be offline',
      body: 'We could not reach our server. Check your connection, then try again.',
    },
    server_error: {
      heading: 'Something went wrong',
      body: 'Our server had a problem. Please try again in a moment.',
    },
    upload_failed: {
      heading: 'The photo was not accepted',
      body: 'The photo could not be used. Please take another.',
    },
  },
  cancelled: { heading: 'Cancelled', body: 'You can close this page.' },
} satisfies Messages;

export const fr = {
  label: 'Vérification d’identité',
  cancel: 'Annuler',
  retry: 'Réessayer',
  loading: 'Préparation…',
  intro: {
    heading: 'Vérifiez votre identité',
    document: 'Vous allez photographier votre pièce d’identité.',
    liveness: 'Vous allez prendre un court selfie et faire quelques mouvements simples.',
    camera: 'Votre navigateur va demander l’accès à votre caméra. Merci de l’autoriser.',
    begin: 'Commencer',
  },
  documents: {
    national_id: 'carte d’identité nationale',
    passport: 'passeport',
    drivers_license: 'permis de conduire',
    voters_card: 'carte d’électeur',
  },
  sides: { front: 'recto', back: 'verso' },
  documentHeading: (side, document, sides) =>
    sides > 1 ? `${side === 'front' ? 'Recto' : 'Verso'} de votre ${document}` : `Votre ${document}`,
  sideOf: (index, count) => `Face ${index} sur ${count}`,
  documentGuide:
    'Placez le document dans le cadre, sur une surface sombre, bien éclairé. Ne bougez plus : la photo se prend d’elle-même quand elle est nette, ou appuyez sur Prendre la photo.',
  takePhoto: 'Prendre la photo',
  uploadingPhoto: 'Envoi de la photo…',
  photoAccepted: (side) => `Photo du ${side} acceptée.`,
  rejectedHeading: 'Merci de reprendre la photo',
  problems: {
    blurry: 'La photo est floue. Tenez le téléphone immobile et laissez-le faire la mise au point.',
    glare: 'La lumière se reflète sur le document. Inclinez-le pour éviter le reflet.',
    too_dark: 'La photo est trop sombre. Placez-vous dans un endroit plus éclairé.',
    cropped: 'Une partie du document est coupée. Gardez les quatre coins dans le cadre.',
    no_face: 'Nous ne voyons pas la photo d’identité. Photographiez la face avec votre photo.',
  },
  retake: 'Reprendre la photo',
  fileHeading: (side, document) => `Envoyez une photo du ${side} de votre ${document}`,
  fileBody: 'Choisissez une photo nette (JPEG ou PNG) montrant tout le document.',
  fileLabel: 'Photo du document',
  selfie: {
    heading: 'Prenez un selfie',
    body: 'Centrez votre visage dans l’ovale, retirez lunettes et chapeau, et assurez-vous que votre visage est bien éclairé. Suivez ensuite les instructions.',
    start: 'Je suis prêt·e',
    neutral: 'Regardez droit vers la caméra',
    sending: 'Envoi…',
  },
  actions: {
    turn_left: 'Tournez la tête vers la gauche',
    turn_right: 'Tournez la tête vers la droite',
    look_up: 'Levez les yeux',
    look_down: 'Baissez les yeux',
    blink: 'Clignez des yeux',
  },
  stepOf: (index, count) => `Étape ${index} sur ${count}`,
  hints: {
    no_face: 'Nous ne voyons pas votre visage',
    several_faces: 'Vous seul·e devez être dans l’image',
    too_far: 'Rapprochez-vous de la caméra',
    too_dark: 'Il fait trop sombre : placez-vous dans un endroit plus éclairé',
  },
  camera: {
    insecure_context: {
      heading: 'La caméra n’est pas disponible sur cette page',
      body: 'Les navigateurs n’autorisent la caméra que sur les pages sécurisées (https). Rouvrez le lien que vous avez reçu.',
    },
    camera_unsupported: {
      heading: 'Ce navigateur ne peut pas utiliser la caméra',
      body: 'Ouvrez le lien dans un navigateur à jour, comme Chrome, Safari ou Firefox.',
    },
    camera_denied: {
      heading: 'Autorisez la caméra',
      body: 'La caméra est bloquée. Ouvrez les paramètres du site dans votre navigateur (l’icône à côté de l’adresse), réglez Caméra sur Autoriser, puis appuyez sur Réessayer. Dans une application, autorisez la caméra pour l’application dans les réglages du téléphone.',
    },
    camera_not_found: {
      heading: 'Aucune caméra trouvée',
      body: 'Nous n’avons trouvé aucune caméra sur cet appareil. Branchez-en une et réessayez, ou continuez sur un téléphone.',
    },
    camera_in_use: {
      heading: 'La caméra est occupée',
      body: 'Une autre application ou un autre onglet utilise la caméra. Fermez-le, puis appuyez sur Réessayer.',
    },
    camera_failed: {
      heading: 'La caméra n’a pas démarré',
      body: 'La caméra a rencontré un problème. Appuyez sur Réessayer, ou redémarrez votre navigateur.',
    },
  },
  useUpload: 'Envoyer une photo à la place',
  selfieNeedsCamera: 'Le selfie nécessite une caméra : ouvrez le lien sur un téléphone pour terminer.',
  checking: {
    heading: 'Vérification de vos photos',
    body: 'Cela prend quelques secondes. Merci de garder cette page ouverte.',
  },
  approved: { heading: 'C’est terminé', body: 'Merci. Votre vérification d’identité est terminée.' },
  declined: {
    heading: 'Nous n’avons pas pu vous vérifier',
    retryBody: (left) =>
      `Placez-vous dans un endroit bien éclairé et suivez chaque instruction. Il vous reste ${left} ${left === 1 ? 'essai' : 'essais'}.`,
    finalBody: 'Vous n’avez plus d’essai. Contactez l’entreprise qui vous a envoyé le lien.',
    tryAgain: 'Réessayer',
  },
  errors: {
    session_invalid: {
      heading: 'Ce lien a expiré',
      body: 'Le lien est invalide ou a expiré. Demandez-en un nouveau à l’entreprise qui vous l’a envoyé.',
    },
    attempts_spent: {
      heading: 'Plus d’essai disponible',
      body: 'Tous les essais de ce lien ont été utilisés. Demandez-en un nouveau à l’entreprise qui vous l’a envoyé.',
    },
    network_error: {
      heading: 'Vous semblez hors ligne',
      body: 'Nous n’avons pas pu joindre notre serveur. Vérifiez votre connexion, puis réessayez.',
    },
    server_error: {
      heading: 'Un problème est survenu',
      body: 'Notre serveur a rencontré un problème. Réessayez dans un instant.',
    },
    upload_failed: {
      heading: 'La photo n’a pas été acceptée',
      body: 'La photo n’est pas utilisable. Merci d’en prendre une autre.',
    },
  },
  cancelled: { heading: 'Annulé', body: 'Vous pouvez fermer cette page.' },
} satisfies Messages;

const byLocale: Record<Locale, Messages> = { en, fr };

/** The supported locale for `locale` ('fr-CA' is French); English for anything else. */
export function localeOf(locale: string | undefined): Locale {
  const language = (locale ?? '').toLowerCase().split('-')[0] ?? '';
  return (locales as readonly string[]).includes(language) ? (language as Locale) : 'en';
}

export function messagesFor(locale: string | undefined): Messages {
  return byLocale[localeOf(locale)];
}
