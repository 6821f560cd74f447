/** Le blog en français (vous) : les mots de la page et de chaque article, par slug. */
import type { BlogTranslation } from "../blog";

export const BLOG_FR: BlogTranslation = {
  page: {
    eyebrow: "Blog",
    title: "Le blog de Whistle",
    lead: "Des conseils pratiques pour les désignateurs, les arbitres et les organisateurs de ligues.",
    metaTitle: "Blog",
    description:
      "Des idées et des conseils pratiques de l’équipe Whistle pour les désignateurs, les arbitres et les organisateurs de ligues.",
  },
  posts: {
    "future-of-referee-management": {
      title: "L’avenir de la gestion des arbitres",
      excerpt:
        "Comment la planification intelligente et les notifications instantanées changent la façon dont les ligues trouvent, désignent et fidélisent leurs arbitres.",
      category: "Secteur",
      body: [
        "Pendant des décennies, désigner des arbitres voulait dire tableurs, chaînes d’appels téléphoniques et beaucoup d’espoir. Le désignateur construisait à la main le programme du week-end, l’envoyait, puis passait les jours suivants à courir après les confirmations et à combler les trous laissés par les désistements de dernière minute.",
        "Les choses changent vite. Les outils de planification savent désormais qui est disponible, qui est certifié pour quel niveau et qui habite le plus près du terrain. Au lieu de partir d’une grille vide, le désignateur part d’une liste de bonnes suggestions et consacre son temps aux décisions que seule une personne peut prendre.",
        "Le deuxième changement, c’est la rapidité. Quand un coup d’envoi est déplacé ou qu’un terrain change, chaque arbitre désigné en est informé en quelques secondes, sur son téléphone. Moins de messages se perdent, et moins d’arbitres se retrouvent devant un terrain vide.",
        "Ce ne sont pas les grandes ligues qui en profitent le plus. Les petites ligues gérées par des bénévoles sont celles qui ont le moins de temps à perdre, et c’est pour elles que des outils simples et gratuits font la plus grande différence.",
      ],
    },
    "reducing-no-shows": {
      title: "5 façons de réduire les absences d’arbitres",
      excerpt:
        "Les absences nuisent aux matchs, aux joueurs et à la réputation de votre ligue. Cinq habitudes concrètes pour que les arbitres soient au rendez-vous.",
      category: "Bonnes pratiques",
      body: [
        "La plupart des absences ne viennent pas d’arbitres négligents, mais de problèmes de communication. Un arbitre qui n’a pas vu un changement, a oublié une date ou s’est engagé deux fois est bien plus fréquent qu’un arbitre qui n’a tout simplement pas pris la peine de venir.",
        "Premièrement, demandez une confirmation. Une désignation acceptée par l’arbitre a bien plus de chances d’être honorée qu’une désignation simplement envoyée. Deuxièmement, faites un rappel\u00a0: un message la veille avec le terrain et l’heure du coup d’envoi rattrape la plupart des matchs oubliés.",
        "Troisièmement, respectez les disponibilités. Si les arbitres peuvent indiquer les jours où ils ne peuvent pas officier, vous cessez de les désigner sur des matchs qu’ils n’auraient jamais pu assurer. Quatrièmement, publiez les changements immédiatement plutôt qu’en un seul envoi hebdomadaire.",
        "Cinquièmement, payez à temps. Les arbitres payés rapidement et de façon prévisible restent fidèles à votre ligue et prennent ses matchs au sérieux.",
      ],
    },
    "guide-to-referee-certification-levels": {
      title: "Guide des niveaux de certification des arbitres",
      excerpt:
        "Départemental, régional, national\u00a0: ce que signifient les niveaux de certification et comment confier à chaque arbitre les bons matchs.",
      category: "Formation",
      body: [
        "Les niveaux de certification existent pour que les joueurs aient un arbitre prêt pour leur match. Un nouvel arbitre départemental acquiert de l’expérience auprès des plus jeunes\u00a0; un arbitre régional dirige des matchs adultes de compétition\u00a0; les arbitres de niveau national officient au sommet de la pyramide.",
        "Pour un désignateur, la question concrète est celle de l’adéquation. Une bonne règle consiste à désigner un arbitre à son niveau ou légèrement au-dessus lorsqu’il est entouré d’une équipe solide et expérimentée, et à son niveau dans les autres cas.",
        "Tenez les certifications à jour en un seul endroit, avec leurs dates d’expiration. Une certification expirée découverte le jour du match est un problème qu’un simple rappel quelques semaines plus tôt aurait évité.",
        "Enfin, servez-vous des rapports et des évaluations de match pour repérer qui est prêt à monter d’un niveau. Les discussions sur une promotion se passent mieux avec une saison d’éléments concrets à l’appui.",
      ],
    },
    "why-we-made-whistle-free": {
      title: "Pourquoi nous avons rendu Whistle gratuit",
      excerpt:
        "Un logiciel de planification ne devrait pas être une dépense qu’une ligue de jeunes doit justifier. Voici comment fonctionne une plateforme de base gratuite.",
      category: "Entreprise",
      body: [
        "Les systèmes d’arbitrage traditionnels coûtent souvent entre 200 $ et 500 $ par mois à une ligue. Pour une ligue de jeunes gérée par des bénévoles, c’est de l’argent bien réel pris sur les terrains, l’équipement et les indemnités des arbitres.",
        "Nous avons conçu Whistle pour que la plateforme de base (planification, désignations, notifications et applications mobiles) soit gratuite pour toujours, avec un nombre illimité d’arbitres et sans publicité.",
        "Nous gagnons de l’argent là où nous apportons une vraie valeur ajoutée\u00a0: Pro Accounting pour les ligues qui ont des obligations fiscales, les retraits instantanés pour les arbitres qui veulent être payés en quelques minutes, et le conseil pour les grandes organisations.",
        "Ce modèle ne fonctionne que si le produit gratuit est vraiment bon, ce qui nous oblige à rester honnêtes.",
      ],
    },
    "building-a-referee-development-program": {
      title: "Mettre en place un programme de développement des arbitres",
      excerpt:
        "Le tutorat, les retours et une progression régulière aident les nouveaux arbitres à continuer au-delà de leur première saison.",
      category: "Bonnes pratiques",
      body: [
        "Beaucoup de nouveaux arbitres arrêtent au cours de leurs deux premières saisons. Les raisons sont connues\u00a0: des matchs difficiles trop tôt, des insultes venues du bord du terrain et le sentiment d’être livrés à eux-mêmes.",
        "Un programme de développement répond à chacune d’elles. Associez les nouveaux arbitres à des tuteurs expérimentés pour leurs premiers matchs. Désignez-les dans des catégories d’âge où ils peuvent apprendre sans être dépassés.",
        "Faites des retours précis et bienveillants, peu après le match. Un court rapport écrit est plus utile qu’une longue conversation des semaines plus tard.",
        "Et rendez la progression visible\u00a0: quand un arbitre voit ce qu’il faut pour monter de niveau, il a une raison de rester.",
      ],
    },
    "season-planning-checklist": {
      title: "Votre liste de contrôle pour préparer la saison",
      excerpt:
        "Terrains, effectif d’arbitres, indemnités et communication\u00a0: ce qu’il faut régler avant le premier coup de sifflet de la saison.",
      category: "Bonnes pratiques",
      body: [
        "Une saison sereine commence des semaines avant le premier match. Confirmez d’abord vos terrains et leurs créneaux disponibles\u00a0: tout le reste en dépend.",
        "Ensuite, faites le point sur votre effectif d’arbitres\u00a0: qui revient, quelles certifications doivent être renouvelées et combien de nouveaux arbitres il vous faut pour le nombre de matchs prévus.",
        "Fixez les indemnités par niveau et publiez-les pour que les arbitres sachent à quoi s’attendre. Décidez comment et quand vous les paierez.",
        "Enfin, décidez comment vous communiquerez les changements. Un seul canal auquel tout le monde fait confiance vaut mieux que trois que personne ne lit.",
      ],
    },
    "handling-last-minute-cancellations": {
      title: "Gérer les désistements de dernière minute",
      excerpt:
        "Météo, maladie, embouteillages\u00a0: cela arrive. Une méthode simple pour pourvoir un poste le matin même du match.",
      category: "Opérations",
      body: [
        "Tous les désignateurs connaissent le message de tôt le matin\u00a0: un arbitre est malade et ne pourra pas être au match de 9 heures. La suite décide si le match aura lieu.",
        "Gardez une courte liste d’arbitres qui vous ont dit être prêts à remplacer au pied levé, et sachez, grâce à leurs disponibilités, qui est libre ce matin-là.",
        "Proposez le poste vacant à plusieurs arbitres qualifiés en même temps et attribuez-le au premier qui accepte, plutôt que de demander à une personne après l’autre.",
        "Après le week-end, cherchez des tendances. Si les désistements se concentrent sur certains terrains ou certains horaires, la planification peut sans doute y remédier.",
      ],
    },
    "paying-referees-fairly-and-on-time": {
      title: "Payer les arbitres équitablement et à temps",
      excerpt:
        "Des indemnités claires, des paiements rapides et une comptabilité simple fidélisent les arbitres de votre ligue.",
      category: "Finances",
      body: [
        "L’argent n’est pas la seule raison pour laquelle on arbitre, mais un paiement en retard ou peu clair est l’un des moyens les plus rapides de perdre des arbitres.",
        "Publiez une indemnité pour chaque niveau et tenez-vous-y. Enregistrez l’indemnité de chaque match au moment de la désignation, pour éviter toute discussion ultérieure sur ce qui avait été convenu.",
        "Payez selon un calendrier prévisible. Des virements standard qui prennent deux à trois jours ouvrés ne posent aucun problème quand les arbitres savent quand les attendre.",
        "Tenez des registres qui facilitent les formalités de fin d’année, surtout si votre ligue doit établir des formulaires fiscaux pour les arbitres qu’elle paie.",
      ],
    },
    "technology-for-small-leagues": {
      title: "La technologie pour les petites ligues au budget serré",
      excerpt:
        "Nul besoin d’un service informatique pour gérer une ligue moderne. Des outils gratuits qui font le gros du travail.",
      category: "Secteur",
      body: [
        "Les petites ligues pensent souvent qu’un bon logiciel est hors de leur portée. Ce n’est plus le cas.",
        "Des outils gratuits de planification et de désignation, des calendriers partagés et une messagerie de groupe couvrent l’essentiel de ce dont une ligue a besoin pour bien fonctionner.",
        "Choisissez des outils que les arbitres peuvent utiliser depuis leur téléphone sans formation, et qui vous permettent d’exporter vos données si vous voulez un jour partir.",
        "Consacrez l’argent économisé à ce qui compte\u00a0: les terrains, l’équipement et les personnes qui font vivre les matchs.",
      ],
    },
  },
};
