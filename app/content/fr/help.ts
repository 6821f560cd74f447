/** Le Centre d’aide en français (vous) : la page, les catégories et les articles, par slug. */
import type { HelpTranslation } from "../help";

export const HELP_FR: HelpTranslation = {
  page: {
    eyebrow: "Centre d’aide",
    title: "Comment pouvons-nous vous aider\u00a0?",
    lead: "Cherchez dans nos guides ou parcourez les thèmes.",
    metaTitle: "Centre d’aide",
    description:
      "Des réponses sur les premiers pas, le compte et la facturation, le calendrier et les désignations, les paiements et l’application mobile Whistle.",
  },
  categories: {
    "getting-started": {
      title: "Premiers pas",
      description: "Créez votre compte, configurez votre organisation et programmez votre premier match.",
    },
    "account-billing": {
      title: "Compte et facturation",
      description: "Profil, connexion, offres, Pro Accounting et factures.",
    },
    "scheduling-assignments": {
      title: "Calendrier et désignations",
      description: "Matchs, désignations, disponibilités, conflits et suggestions.",
    },
    payments: {
      title: "Paiements",
      description: "Indemnités de match, versements, retraits et formulaires fiscaux.",
    },
    "mobile-app": {
      title: "Application mobile",
      description: "Installer les applications, notifications et utilisation hors ligne.",
    },
  },
  articles: {
    "create-your-first-game": {
      title: "Comment créer votre premier match",
      summary: "Ajoutez un match avec ses équipes, son terrain, sa date, son heure, son niveau et son indemnité.",
      body: [
        "Ouvrez la page Matchs dans le portail des désignateurs et choisissez Ajouter un match.",
        "Saisissez l’équipe à domicile et l’équipe à l’extérieur, le terrain, la date et l’heure du coup d’envoi, le niveau (professionnel, semi-professionnel, amateur ou jeunes) et l’indemnité versée à chaque arbitre.",
        "Choisissez le nombre d’arbitres nécessaires\u00a0: un arbitre seul, un trio ou un quatuor arbitral. Enregistrez\u00a0: le match apparaît dans votre calendrier comme en attente jusqu’à ce que des arbitres soient désignés.",
      ],
    },
    "invite-referees": {
      title: "Inviter des arbitres dans votre organisation",
      summary: "Invitez des arbitres par e-mail, partagez un code d’adhésion ou importez une liste au format CSV.",
      body: [
        "Depuis la page Arbitres, choisissez Inviter. Vous pouvez envoyer des invitations par e-mail, une adresse par ligne, ou copier le code d’adhésion de votre organisation et le partager comme vous le souhaitez.",
        "Si vous tenez déjà une liste dans un tableur, exportez-la au format CSV et importez-la. La première ligne doit être la ligne d’en-tête\u00a0; chaque ligne suivante devient un arbitre.",
        "Les arbitres invités apparaissent comme en attente jusqu’à ce qu’ils acceptent et choisissent leur mot de passe.",
      ],
    },
    "assign-referees-to-games": {
      title: "Désigner des arbitres pour les matchs",
      summary: "Choisissez les arbitres de chaque poste et publiez la désignation.",
      body: [
        "Ouvrez un match et choisissez un arbitre pour chaque poste. Les suggestions proposent des arbitres disponibles, certifiés pour le niveau et qui n’officient pas déjà à cette heure-là.",
        "L’arbitre est informé de la désignation par e-mail, SMS ou notification push, selon sa préférence, et peut l’accepter ou la refuser.",
        "Quand tous les postes sont pourvus, le match apparaît comme désigné\u00a0; une fois que tous les arbitres ont accepté, il apparaît comme confirmé.",
      ],
    },
    "set-your-availability": {
      title: "Indiquer vos disponibilités en tant qu’arbitre",
      summary: "Bloquez des journées entières ou des plages horaires où vous ne pouvez pas officier.",
      body: [
        "Ouvrez Disponibilités dans le portail des arbitres et choisissez une date dans le calendrier.",
        "Bloquez la journée entière, ou ajoutez une ou plusieurs plages horaires. Une nouvelle plage va de 9 h à 13 h, ce que vous pouvez modifier.",
        "Les désignateurs voient vos indisponibilités lorsqu’ils désignent\u00a0: on ne vous propose donc pas de matchs que vous ne pouvez pas arbitrer. Dans l’application mobile, vous pouvez mettre à jour vos disponibilités hors ligne\u00a0; elles se synchronisent ensuite.",
      ],
    },
    "track-referee-payments": {
      title: "Suivre les paiements des arbitres",
      summary: "Voyez ce qui est dû à chaque arbitre et marquez les paiements comme payés.",
      body: [
        "Chaque match terminé crée un paiement en attente pour chaque arbitre qui l’a dirigé, au montant de l’indemnité fixée pour le match.",
        "La page Paiements liste les paiements en attente et payés. Marquez un paiement comme payé une fois l’argent envoyé\u00a0: l’arbitre le voit alors dans ses gains.",
        "Les arbitres peuvent retirer leur solde par un retrait standard, qui prend 2 à 3 jours ouvrés sans frais, ou par un retrait instantané en quelques minutes, moyennant de petits frais.",
      ],
    },
    "notification-settings": {
      title: "Gérer les paramètres de notification",
      summary: "Choisissez les notifications par e-mail, SMS et push, et le moment des rappels.",
      body: [
        "Ouvrez Paramètres, puis Notifications. Activez ou désactivez les notifications par e-mail, SMS et push pour les désignations, les changements, les paiements et les rappels.",
        "Les rappels de match arrivent avant chaque match que vous avez accepté. Les SMS nécessitent un numéro de téléphone vérifié.",
        "Dans l’application mobile, autorisez les notifications lorsque cela vous est demandé, ou activez-les plus tard dans les réglages de votre téléphone.",
      ],
    },
    "reset-your-password": {
      title: "Réinitialiser votre mot de passe",
      summary: "Recevez un lien de réinitialisation par e-mail lorsque vous ne pouvez pas vous connecter.",
      body: [
        "Sur la page de connexion, choisissez Mot de passe oublié\u00a0? et saisissez votre adresse e-mail.",
        "Si un compte existe pour cette adresse, nous envoyons un lien valable pendant une durée limitée. Ouvrez-le et choisissez un nouveau mot de passe.",
        "Pour votre sécurité, la réinitialisation de votre mot de passe vous déconnecte de vos autres appareils.",
      ],
    },
    "pro-accounting-billing": {
      title: "Comment Pro Accounting est facturé",
      summary: "5 $ par utilisateur actif et par mois, un utilisateur actif étant un arbitre payé ce mois-là.",
      body: [
        "Pro Accounting coûte 5 $ par utilisateur actif et par mois. Un arbitre compte comme actif pour un mois lorsque votre ligue l’a payé au cours de ce mois.",
        "La facturation est mensuelle et d’avance. Nous prévenons au moins 30 jours à l’avance de tout changement de prix.",
        "La plateforme de base reste gratuite, que vous ajoutiez Pro Accounting ou non.",
      ],
    },
    "install-the-mobile-app": {
      title: "Installer l’application mobile",
      summary: "Les applications gratuites pour iOS et Android, et la connexion sur votre téléphone.",
      body: [
        "Les applications Whistle pour iOS et Android sont gratuites. En attendant leur publication, le site fonctionne dans le navigateur de n’importe quel téléphone et peut être ajouté à votre écran d’accueil.",
        "Connectez-vous avec la même adresse e-mail et le même mot de passe que sur le web.",
      ],
    },
    "resolve-scheduling-conflicts": {
      title: "Résoudre les conflits de calendrier",
      summary: "Ce que signifie un avertissement de conflit et comment le résoudre.",
      body: [
        "Un avertissement de conflit apparaît lorsqu’un arbitre est déjà désigné sur un autre match à un horaire qui se chevauche, ou qu’il a bloqué ce créneau dans ses disponibilités.",
        "Choisissez un autre arbitre suggéré, ou déplacez l’un des matchs. Les conflits sont de nouveau vérifiés à l’enregistrement.",
      ],
    },
  },
};
