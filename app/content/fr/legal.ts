/** Sécurité, Conditions d’utilisation et Politique de confidentialité, en français (vous). */
import type { LegalTexts } from "../legal";
import { CHILDREN_PRIVACY_AGE, ORGANIZATION_DELETION_GRACE_DAYS, PAYMENT_RECORD_RETENTION_YEARS } from "../legal-facts";

export const LEGAL_FR: LegalTexts = {
  security: {
    title: "Sécurité",
    lead: "Les calendriers de votre ligue et les coordonnées de vos arbitres méritent qu’on en prenne soin. Voici comment nous les protégeons.",
    description:
      "Comment Whistle protège les données des ligues et des arbitres\u00a0: chiffrement, contrôle d’accès, sessions, infrastructure et signalement des vulnérabilités.",
    sections: [
      {
        heading: "Chiffrement",
        paragraphs: [
          "Toutes les connexions à Whistle passent par HTTPS. Les données stockées sont chiffrées par notre hébergeur.",
          "Les mots de passe ne sont jamais enregistrés\u00a0: nous n’en conservons qu’une empreinte salée et lente à calculer.",
        ],
      },
      {
        heading: "Contrôle d’accès",
        paragraphs: [
          "Les désignateurs ne voient et ne gèrent que les matchs, les arbitres et les paiements de leur propre organisation. Les arbitres voient leur propre calendrier, leurs gains et les coordonnées que d’autres arbitres ont choisi de partager.",
          "Chaque requête est vérifiée sur le serveur, et pas seulement dans la page.",
        ],
      },
      {
        heading: "Sessions et connexion",
        paragraphs: [
          "Les sessions expirent, peuvent être fermées depuis n’importe quel appareil et sont fermées partout lorsqu’un mot de passe est réinitialisé. Les échecs de connexion répétés sont ralentis.",
        ],
      },
      {
        heading: "Infrastructure",
        paragraphs: [
          "Whistle fonctionne sur le réseau mondial de Cloudflare, avec des sauvegardes automatiques de la base de données. L’état du service et les incidents passés sont publiés sur la page État du service.",
        ],
      },
      {
        heading: "Signaler une vulnérabilité",
        paragraphs: [
          "Si vous pensez avoir découvert un problème de sécurité, écrivez-nous à security@whistle.example. Nous répondons sous deux jours ouvrés et citons les personnes qui nous l’ont signalé, si elles le souhaitent.",
        ],
      },
    ],
  },
  terms: {
    title: "Conditions d’utilisation",
    lead: "L’accord entre Whistle et les personnes qui l’utilisent, en termes simples.",
    description:
      "Les conditions d’utilisation de Whistle\u00a0: comptes, offres gratuites et payantes, paiements, votre contenu et responsabilité.",
    sections: [
      {
        heading: "Utiliser Whistle",
        paragraphs: [
          "Ces conditions s’appliquent à toutes les personnes qui utilisent Whistle\u00a0: désignateurs, arbitres et visiteurs. En créant un compte, vous les acceptez.",
          "Vous devez fournir des informations exactes, garder votre mot de passe confidentiel et n’utiliser Whistle qu’à des fins licites.",
        ],
      },
      {
        heading: "Offres gratuites et payantes",
        paragraphs: [
          "La Plateforme de base est gratuite pour toujours. Pro Accounting coûte 5 $ par utilisateur actif et par mois\u00a0; un utilisateur actif est un arbitre payé au cours du mois. Le paiement est mensuel et d’avance.",
          "Nous vous prévenons au moins 30 jours à l’avance avant de modifier le prix d’une offre payante.",
        ],
      },
      {
        heading: "Paiements et retraits",
        paragraphs: [
          "Les retraits standard prennent 2 à 3 jours ouvrés et coûtent 0 $. Les retraits instantanés arrivent en quelques minutes, moyennant de petits frais affichés avant votre confirmation.",
          "Les ligues sont responsables des indemnités qu’elles conviennent avec leurs arbitres.",
        ],
      },
      {
        heading: "Votre contenu",
        paragraphs: [
          "Les données que vous saisissez dans Whistle vous appartiennent. Vous nous autorisez à les stocker et à les traiter uniquement pour vous fournir le service. Vous pouvez les exporter à tout moment.",
        ],
      },
      {
        heading: "Fermer votre compte",
        paragraphs: [
          "Vous pouvez fermer votre compte à tout moment. Nous pouvons suspendre les comptes qui enfreignent ces conditions, et nous vous en indiquerons la raison.",
        ],
      },
      {
        heading: "Responsabilité",
        paragraphs: [
          "Whistle est fourni en l’état. Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes, comme un match qui n’a pas pu avoir lieu.",
        ],
      },
    ],
  },
  privacy: {
    title: "Politique de confidentialité",
    lead: "Ce que nous collectons, pourquoi, qui peut le voir et comment nous contacter à ce sujet.",
    description:
      "Ce que Whistle collecte, comment ces données sont utilisées et partagées, vos choix, la protection des enfants et comment joindre notre équipe confidentialité.",
    sections: [
      {
        heading: "Ce que nous collectons",
        paragraphs: [
          "Les informations de votre compte\u00a0: votre nom, votre adresse e-mail, votre numéro de téléphone si vous en ajoutez un, votre mot de passe (enregistré uniquement sous forme d’empreinte salée et lente à calculer) ou le compte Google ou Facebook avec lequel vous vous connectez, ainsi que vos paramètres.",
          "Ce que vous et votre organisation saisissez dans Whistle\u00a0: matchs, terrains, désignations et vos réponses à celles-ci, disponibilités, certifications, demandes de matchs, historique des paiements et, avec Pro Accounting, les informations fiscales nécessaires aux données du formulaire 1099-NEC (d’un numéro d’identification fiscale, nous ne gardons que les quatre derniers chiffres).",
          "Les messages que nous vous envoyons et ceux que vous nous envoyez via le formulaire de contact.",
          "Des données techniques de base, comme votre adresse IP et votre navigateur, utilisées pour assurer la sécurité du service et limiter les abus.",
        ],
      },
      {
        heading: "Comment nous les utilisons",
        paragraphs: [
          "Pour faire fonctionner Whistle\u00a0: planifier, désigner, notifier et payer. Pour répondre à vos messages. Pour sécuriser les comptes et mettre fin aux abus.",
          "Nous ne vendons pas vos données et nous n’affichons pas de publicité.",
        ],
      },
      {
        heading: "Qui peut les voir",
        paragraphs: [
          "Les désignateurs de votre organisation voient ce dont ils ont besoin pour vous désigner. Vos paramètres de confidentialité déterminent si d’autres arbitres voient votre profil, vos coordonnées, vos disponibilités et vos statistiques.",
          "Nous partageons des données avec les prestataires qui nous aident à faire fonctionner Whistle (hébergement, envoi d’e-mails et de SMS), dans le cadre de contrats qui les protègent.",
        ],
      },
      {
        heading: "Combien de temps nous les conservons",
        paragraphs: [
          "Votre compte et ce qu’il contient\u00a0: aussi longtemps que vous avez le compte. Les sessions de connexion prennent fin au bout d’un jour, ou après 30 jours d’inactivité si vous avez choisi Se souvenir de moi\u00a0; les sessions expirées sont supprimées.",
          `L’historique des paiements et les données du formulaire 1099-NEC qui en sont issues\u00a0: ${PAYMENT_RECORD_RETENTION_YEARS} ans, comme l’exige le droit fiscal américain, même après la suppression d’un compte ou d’une organisation\u00a0; ils sont alors conservés séparément de la ligue supprimée et anonymisés lorsque la loi le permet, puis supprimés à la fin de cette période.`,
          `Une organisation supprimée\u00a0: ses données sont effacées ${ORGANIZATION_DELETION_GRACE_DAYS} jours après la demande de suppression d’un désignateur, à l’exception de l’historique des paiements mentionné ci-dessus.`,
          "Les journaux du serveur (requêtes et erreurs) sont conservés par notre hébergeur pendant une semaine environ\u00a0; les vérifications de la page d’état, pendant une semaine.",
        ],
      },
      {
        heading: "Télécharger vos données",
        paragraphs: [
          "Chacun peut télécharger ce que Whistle conserve à son sujet, sous forme de fichiers CSV réunis dans un seul ZIP\u00a0: Paramètres → Confidentialité → Télécharger mes données.",
          "Les désignateurs peuvent télécharger toutes les données de leur organisation (matchs, désignations, membres avec leurs noms et adresses e-mail, terrains, paiements, invitations, importations, intégrations et journal d’activité), un fichier CSV par table dans un seul ZIP, depuis la page Organisations. Les mots de passe, secrets et jetons n’y figurent jamais.",
        ],
      },
      {
        heading: "Supprimer votre compte ou votre organisation",
        paragraphs: [
          "Vous pouvez supprimer votre compte depuis Paramètres → Confidentialité → Supprimer mon compte. Vos informations personnelles sont effacées\u00a0; les données dont d’autres personnes ont besoin, comme l’historique des matchs que vous avez arbitrés et l’historique des paiements que la loi nous impose de conserver, sont gardées avec votre nom remplacé, de sorte qu’elles ne vous identifient plus.",
          `Un désignateur peut supprimer son organisation depuis la page Organisations. Chaque membre est prévenu par e-mail, chaque désignateur voit la date, et chacun d’eux peut annuler la suppression pendant le délai de grâce de ${ORGANIZATION_DELETION_GRACE_DAYS} jours. Passé ce délai, les matchs, désignations, terrains, adhésions et l’historique de la ligue sont effacés. Les membres conservent leur propre compte, qui peut appartenir à d’autres organisations.`,
        ],
      },
      {
        heading: "Les e-mails que nous envoyons et comment les arrêter",
        paragraphs: [
          "Chaque e-mail qui ne concerne pas votre compte (nouvelles des désignations et des matchs, rappels, avis de paiement, le récapitulatif hebdomadaire) comporte en bas un lien de désabonnement, et le bouton Se désabonner de votre messagerie fonctionne aussi\u00a0: un clic désactive ce type d’e-mail. Vous pouvez réactiver ou désactiver chaque type dans Paramètres, Notifications.",
          "Les messages concernant votre compte (réinitialisation du mot de passe, vérification de l’adresse e-mail, avis de connexion et de sécurité, invitations, suppression d’une organisation) sont toujours envoyés, car vous en avez besoin pour utiliser et protéger votre compte.",
        ],
      },
      {
        heading: "Vos choix",
        paragraphs: [
          "Vous pouvez consulter, corriger, exporter ou supprimer vos données depuis vos paramètres, ou nous demander de le faire pour vous.",
        ],
      },
      {
        heading: "Protection des enfants",
        paragraphs: [
          `Whistle ne s’adresse pas aux enfants de moins de ${CHILDREN_PRIVACY_AGE} ans, et nous ne collectons pas sciemment d’informations personnelles les concernant\u00a0: vous devez avoir au moins ${CHILDREN_PRIVACY_AGE} ans pour créer un compte. Si vous pensez qu’un enfant de moins de ${CHILDREN_PRIVACY_AGE} ans nous a communiqué des informations personnelles, contactez-nous et nous les supprimerons.`,
        ],
      },
      {
        heading: "Modifications de cette politique",
        paragraphs: [
          "Lorsque nous apportons une modification importante, nous vous en informons par e-mail ou dans l’application avant son entrée en vigueur.",
        ],
      },
    ],
  },
  privacyContact: {
    heading: "Contacter notre équipe confidentialité",
    intro: "Des questions sur cette politique ou sur vos données\u00a0? Écrivez-nous.",
    team: "Équipe confidentialité de Whistle",
  },
};
